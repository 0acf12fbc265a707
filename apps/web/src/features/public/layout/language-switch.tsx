import { htmlLang, isLang, LANGUAGE_COOKIE } from "@corp/domain/lang";
import { ChevronDownIcon } from "./icons.tsx";

/** A language and the address of the page being read in it. */
export type LanguageOption = { code: string; name: string; href: string };

export type LanguageSwitchProps = {
  /** The language of the page. */
  lang: string;
  /** The select's label (切换语言). */
  label: string;
  options: LanguageOption[];
  className?: string;
};

const ONE_YEAR_S = 31_536_000;

/**
 * Remembers the visitor's language: the stored choice the admin and member apps start in, and the cookie
 * the server's own pages (errors, the terminal) speak in. Public pages take theirs from the address.
 */
export function rememberLanguage(code: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers the site serves.
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
  try {
    localStorage.setItem("lang", code);
  } catch {
    // Storage may be off (private mode, policy): the cookie alone carries the choice then.
  }
}

/** zh-cn / en: choosing a language stores it and opens the same page at its address in that language. */
export function LanguageSwitch({ lang, label, options, className }: LanguageSwitchProps) {
  return (
    <span className={className ? `language-switch ${className}` : "language-switch"}>
      <select
        className="language-switch__select"
        aria-label={label}
        defaultValue={lang}
        onChange={(event) => {
          const next = options.find((option) => option.code === event.currentTarget.value);
          if (!next || next.code === lang) return;
          rememberLanguage(next.code);
          window.location.assign(next.href);
        }}
      >
        {options.map((option) => (
          // Each language is named in itself (简体中文, English), and marked as written in it.
          <option
            key={option.code}
            value={option.code}
            lang={isLang(option.code) ? htmlLang(option.code) : undefined}
          >
            {option.name}
          </option>
        ))}
      </select>
      <ChevronDownIcon />
    </span>
  );
}
