import { useState, type ComponentPropsWithoutRef, type ElementType } from "react";
import { useLocation } from "react-router";
import { SERVER_HTML_ATTRIBUTE } from "./server-html";
import { useHydrated } from "~/shell/ui/use-hydrated";

type ServerHtmlProps<Tag extends ElementType> = {
  as?: Tag;
  /** The same on every page of the visit (the header's menus): kept from the first page to the last. */
  everyPage?: boolean;
} & ComponentPropsWithoutRef<Tag>;

/**
 * Content that never changes in the browser once the server has written it: text, pictures, links,
 * `<details>`. The server renders it as usual; the browser's first render keeps the server's HTML as it
 * is, without building React's tree for it (the element's own `dangerouslySetInnerHTML`, which
 * hydration leaves alone), which on a phone is most of what hydrating a page costs. Links in it are
 * followed in-app by the shell (`InAppLinks`).
 *
 * After hydration it renders its children like any component: a page reached in-app draws it, and a
 * visit to the same page with another path or query (the route stays mounted) draws it anew, unless it
 * is the same on `everyPage`. Nothing in it may need React: no state, effects, event handlers or refs
 * (a handler on an element around it still hears its events), except its `LazyImage`s, which run
 * without React (lazy-image.ts): the shell's script in the head starts those of kept blocks.
 */
export function ServerHtml<Tag extends ElementType = "div">({
  as,
  everyPage = false,
  children,
  ...props
}: ServerHtmlProps<Tag>) {
  const Tag: ElementType = as ?? "div";
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  // Where the server's HTML was kept; `null` when this render was the browser's own.
  const [keptAt] = useState(() => (hydrated ? null : pathname + search));
  const kept = !import.meta.env.SSR && keptAt !== null && (everyPage || keptAt === pathname + search);
  if (kept) {
    return (
      <Tag
        key="server"
        {...props}
        {...{ [SERVER_HTML_ATTRIBUTE]: "" }}
        dangerouslySetInnerHTML={KEEP}
        suppressHydrationWarning
      />
    );
  }
  return (
    <Tag key="browser" {...props} {...{ [SERVER_HTML_ATTRIBUTE]: "" }}>
      {children}
    </Tag>
  );
}

/** One object for every render: React compares `__html` and leaves the element's content alone. */
const KEEP = { __html: "" };
