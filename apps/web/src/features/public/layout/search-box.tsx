import type { Lang } from "@corp/domain/lang";
import { localizedPath } from "@corp/domain/language-address";
import { SearchIcon } from "./icons.tsx";

export type SearchBoxProps = {
  /** The field's label, read by assistive technology. */
  label: string;
  placeholder: string;
  /** The name of the search button; the label serves when absent. */
  submitLabel?: string;
  defaultValue?: string;
  className?: string;
  /** The page's language: the search runs in it (`/search` or `/en/search`). */
  lang: Lang;
};

/**
 * SPEC §2 and §5: the keyword search (a search landmark), a plain form to the search page of the page's
 * language that works without
 * JavaScript. Enter or the icon submits; `required` and the pattern keep blank text from being sent.
 */
export function SearchBox({
  label,
  placeholder,
  submitLabel,
  defaultValue,
  className,
  lang,
}: SearchBoxProps) {
  return (
    <search className={className ? `search-box ${className}` : "search-box"}>
      <form className="search-box__form" action={localizedPath("/search", lang)} method="get">
        <input
          className="search-box__input"
          type="search"
          name="keywords"
          aria-label={label}
          placeholder={placeholder}
          defaultValue={defaultValue}
          required
          pattern=".*\S.*"
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="search-box__submit" aria-label={submitLabel ?? label}>
          <SearchIcon />
        </button>
      </form>
    </search>
  );
}
