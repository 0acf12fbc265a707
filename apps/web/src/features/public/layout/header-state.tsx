import { useEffect, useRef, useState } from "react";
import { UserRoundIcon } from "./icons.tsx";
import { MEMBER_STORAGE_KEY, storedMemberName } from "./member-name.ts";
import { useScrolled } from "./use-scrolled.ts";

export type HeaderStateProps = {
  /** The logo and the scrolled header's logo (full URLs; empty when not set). */
  logo: string;
  logo2: string;
  /** The member centre link, when the site has one: its label (会员中心). */
  member?: { label: string };
};

const SCROLLED_CLASS = "site-header--scrolled";

function readMemberName(): string {
  try {
    return storedMemberName(window.localStorage);
  } catch {
    return "";
  }
}

/**
 * The header's state in the browser: past 60 px of scroll it takes its compact, coloured style (and
 * the second logo); the member centre link names the logged-in member. The server renders the guest.
 */
export function HeaderState({ logo, logo2, member }: HeaderStateProps) {
  const ref = useRef<HTMLElement>(null);
  const scrolled = useScrolled();
  const [name, setName] = useState("");

  useEffect(() => {
    const header = ref.current?.closest("header");
    if (!header) return;
    header.classList.toggle(SCROLLED_CLASS, scrolled);
    header.toggleAttribute("data-scrolled", scrolled);
    const image = header.querySelector<HTMLImageElement>("img[data-site-logo]");
    const src = scrolled && logo2 ? logo2 : logo;
    if (image && src && image.getAttribute("src") !== src) image.src = src;
  }, [scrolled, logo, logo2]);

  useEffect(() => {
    if (!member) return;
    setName(readMemberName());
    // A login or logout in another tab shows here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === MEMBER_STORAGE_KEY || event.key === null) setName(readMemberName());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [member]);

  const keep = (element: HTMLElement | null) => {
    ref.current = element;
  };
  if (!member) return <span ref={keep} className="site-header__state" hidden />;
  return (
    <a ref={keep} className="site-header__member" href="/user" data-member={name ? "" : undefined}>
      <UserRoundIcon />
      <span className="site-header__member-label">{name || member.label}</span>
      {name ? <span className="visually-hidden"> {member.label}</span> : null}
    </a>
  );
}
