import { useId, type FormEventHandler, type Ref } from "react";
import { Form } from "react-router";
import { Search } from "~/components/ui/icons";
import { MAX_QUERY_LENGTH } from "~/search/limits";
import { useSite } from "~/site/use-site";

export const SEARCH_PATH = "/search";

const VARIANTS = {
  /**
   * The header's top bar (desktop): compact, on the bar's dark colour. Below 1280 px the bar has no
   * room for the field: the button alone opens the search page, whose box takes the words.
   */
  bar: {
    form: "flex items-center",
    input:
      "hidden h-8 w-44 rounded-l-md border border-r-0 border-on-secondary/60 bg-transparent px-2.5 text-sm text-on-secondary placeholder:text-on-secondary/80 focus-visible:bg-bg focus-visible:text-fg xl:block",
    button:
      "inline-flex h-8 w-9 items-center justify-center rounded-md border border-on-secondary/60 text-on-secondary hover:bg-on-secondary/15 xl:rounded-l-none",
    icon: "size-4",
  },
  /** The phone menu and the news page: full width. */
  wide: {
    form: "flex items-stretch",
    input:
      "h-11 min-w-0 flex-1 rounded-l-lg border border-r-0 border-fg-muted/70 bg-bg px-3.5 text-base text-fg placeholder:text-fg-muted/90 focus-visible:border-primary-ink",
    button:
      "inline-flex h-11 items-center justify-center gap-2 rounded-r-lg bg-primary px-4 font-semibold text-on-primary hover:bg-primary/90",
    icon: "size-5",
  },
} as const;

export interface SearchFormProps {
  variant: keyof typeof VARIANTS;
  /** Read by screen readers; shown above the field when `showLabel`. */
  label?: string;
  showLabel?: boolean;
  defaultValue?: string;
  /** Typing (the search page updates its results as the visitor types). */
  onInput?: FormEventHandler<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  /** Names the form in the page (`data-search-box`), for the islands of search-boxes.ts. */
  box?: string;
}

/**
 * A search box: a plain GET form to /search, so it works before and without JavaScript (with it, the
 * results open without a page load). A brand chosen with `?domain=` is carried along.
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
  const style = VARIANTS[variant];
  return (
    <Form method="get" action={SEARCH_PATH} role="search" className={className} data-search-box={box}>
      <label htmlFor={id} className={showLabel ? "mb-1.5 block font-semibold text-fg" : "sr-only"}>
        {label}
      </label>
      <div className={style.form}>
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
          className={style.input}
          onInput={onInput}
        />
        {brandFromQuery && <input type="hidden" name="domain" value={brand.id} />}
        <button type="submit" className={style.button}>
          <Search aria-hidden="true" className={style.icon} />
          <span className={variant === "wide" ? "" : "sr-only"}>Search</span>
        </button>
      </div>
    </Form>
  );
}
