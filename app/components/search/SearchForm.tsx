import { useId, type FormEventHandler, type Ref } from "react";
import { Form } from "react-router";
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
  /** Typing (the search page updates its results as the visitor types). */
  onInput?: FormEventHandler<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  /** Names the form in the page (`data-search-box`). */
  box?: string;
}

/**
 * A search box: a GET form to /search (React Router's `Form`), so it works before and without
 * JavaScript, and once React runs the results open without a page load. A brand chosen with `?domain=`
 * is carried along.
 */
export function SearchForm({
  variant,
  label = "Search the site",
  showLabel = false,
  defaultValue,
  onInput,
  inputRef,
  className = "",
  box,
}: SearchFormProps) {
  const { brand, brandFromQuery } = useSite();
  const id = useId();
  return (
    <Form
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
          ref={inputRef}
          id={id}
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Search"
          enterKeyHint="search"
          autoComplete="off"
          className="search-form-input"
          onInput={onInput}
        />
        {brandFromQuery && <input type="hidden" name="domain" value={brand.id} />}
        <button type="submit" className="search-form-button">
          <Search aria-hidden="true" className="search-form-icon" />
          <span className={variant === "wide" ? "" : "sr-only"}>Search</span>
        </button>
      </div>
    </Form>
  );
}
