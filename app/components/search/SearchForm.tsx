import { useId } from "react";
import { Search } from "~/shell/ui/icons";
import { MAX_QUERY_LENGTH } from "~/search/limits";
import { useSite } from "~/site/use-site";

export const SEARCH_PATH = "/search";

/**
 * `bar`: the header's top bar (desktop), compact, on the bar's dark colour; below 1280 px the bar has no
 * room for the field, and the button alone opens the search page, whose box takes the words. `wide`:
 * the phone menu and the news page, full width. Their styles are in app.css (`.search-form`).
 */
type SearchFormVariant = "bar" | "wide";

export interface SearchFormProps {
  variant: SearchFormVariant;
  /** Read by screen readers; shown above the field when `showLabel`. */
  label?: string;
  showLabel?: boolean;
  defaultValue?: string;
  className?: string;
  /** Names the form in the page (`data-search-box`). */
  box?: string;
}

/**
 * A search box: a plain GET form to /search, so it works before and without JavaScript; on the search
 * page its script shows the results in place (search-page-script.ts), from any other page the results
 * page loads. A brand chosen with `?domain=` is carried along.
 */
export function SearchForm({
  variant,
  label = "Search the site",
  showLabel = false,
  defaultValue,
  className = "",
  box,
}: SearchFormProps) {
  const { brand, brandFromQuery } = useSite();
  const id = useId();
  return (
    <form
      method="get"
      action={SEARCH_PATH}
      role="search"
      className={`search-form ${className}`}
      data-variant={variant}
      data-search-box={box}
    >
      <label htmlFor={id} className={showLabel ? "mb-1.5 block font-semibold text-fg" : "sr-only"}>
        {label}
      </label>
      <div className="search-form-row">
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Search"
          enterKeyHint="search"
          autoComplete="off"
          className="search-form-input"
        />
        {brandFromQuery && <input type="hidden" name="domain" value={brand.id} />}
        <button type="submit" className="search-form-button">
          <Search aria-hidden="true" className="search-form-icon" />
          <span className={variant === "wide" ? "" : "sr-only"}>Search</span>
        </button>
      </div>
    </form>
  );
}
