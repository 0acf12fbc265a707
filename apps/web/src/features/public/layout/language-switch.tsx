import { LANGUAGE_COOKIE } from "@corp/domain/lang";
import { ChevronDownIcon } from "./icons.tsx";

export type LanguageOption = { code: string; name: string };

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
 * Remembers the visitor's language: the cookie the server renders pages in, and the stored choice the
 * admin and member apps start in.
 */
export function rememberLanguage(code: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers the site serves.
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
  try {
    localStorage.setItem("lang", code);
  } catch {
    // Storage may be off (private mode, policy): the cookie alone carries the choice for public pages.
  }
}

/** zh-cn / en: choosing a language stores it and reloads the page, which the server renders in it. */
export function LanguageSwitch({ lang, label, options, className }: LanguageSwitchProps) {
  return (
    <span className={className ? `language-switch ${className}` : "language-switch"}>
      <select
        className="language-switch__select"
        aria-label={label}
        defaultValue={lang}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (next === lang) return;
          rememberLanguage(next);
          window.location.reload();
        }}
      >
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      <ChevronDownIcon />
    </span>
  );
}
