import type { FriendLink } from "@corp/contract/types";
import { useEffect, useState } from "react";
import { ChevronDownIcon } from "./icons.tsx";

export type FriendLinksProps = {
  /** Each with `lang` when its title is in another language than the page's (no English entered). */
  links: (FriendLink & { lang?: string })[];
  /** The dropdown's label and prompt (友情链接：下拉选择). */
  label: string;
  /** Shown when there is no link (暂无友情链接). */
  empty: string;
};

const openInNewWindow = (href: string) => window.open(href, "_blank", "noopener,noreferrer");

/**
 * SPEC §2: a dropdown of the friendly links; choosing one opens it in a new window. The server renders
 * a disclosure listing the links as plain anchors (usable without JavaScript); once the script runs it
 * becomes the native select, the same size in the same place.
 */
export function FriendLinks({ links, label, empty }: FriendLinksProps) {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  if (!enhanced) {
    return (
      <details className="friend-links">
        <summary className="friend-links__control">
          {label}
          <ChevronDownIcon />
        </summary>
        <ul className="friend-links__list">
          {links.length === 0 ? (
            <li className="friend-links__empty">{empty}</li>
          ) : (
            links.map((link) => (
              <li key={link.id}>
                <a
                  className="friend-links__link"
                  href={link.link}
                  lang={link.lang}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {link.title}
                </a>
              </li>
            ))
          )}
        </ul>
      </details>
    );
  }

  return (
    <span className="friend-links">
      <select
        className="friend-links__control"
        aria-label={label}
        value=""
        onChange={(event) => {
          const link = links.find((l) => String(l.id) === event.currentTarget.value);
          if (link) openInNewWindow(link.link);
        }}
      >
        <option value="" disabled hidden>
          {label}
        </option>
        {links.length === 0 ? (
          <option value="none" disabled>
            {empty}
          </option>
        ) : (
          links.map((link) => (
            <option key={link.id} value={String(link.id)} lang={link.lang}>
              {link.title}
            </option>
          ))
        )}
      </select>
      <ChevronDownIcon />
    </span>
  );
}
