import { useEffect, useState } from "react";
import { PrefetchPageLinks, useNavigate } from "react-router";
import { SERVER_HTML_ATTRIBUTE } from "./server-html";

/**
 * React Router's links (`data-discover`, which its `<Link>` writes on every link to a page of the app)
 * inside server-kept HTML (`ServerHtml`): React has no handlers there, so without this they would load
 * a whole new document. Returns the link a click on `target` should follow in-app, if any.
 */
export function inAppLink(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest<HTMLAnchorElement>("a[href][data-discover]");
  if (!link?.closest(`[${SERVER_HTML_ATTRIBUTE}]`)) return null;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  if (link.origin !== window.location.origin) return null;
  return link;
}

function pageOf(link: HTMLAnchorElement): string {
  return link.pathname + link.search;
}

/**
 * Follows links in server-kept HTML in-app, as `<Link>` does: a click without modifier keys navigates
 * with the router, and pointing at or focusing
 * such a link fetches the next page's code and data ahead (`prefetch="intent"`, the site's links'
 * setting).
 */
export function InAppLinks() {
  const navigate = useNavigate();
  const [intent, setIntent] = useState<string | null>(null);

  useEffect(() => {
    function follow(event: MouseEvent) {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      ) {
        return;
      }
      const link = inAppLink(event.target);
      if (!link) return;
      event.preventDefault();
      void navigate(pageOf(link) + link.hash);
    }
    function prefetch(event: Event) {
      const link = inAppLink(event.target);
      if (link) setIntent(pageOf(link));
    }
    document.addEventListener("click", follow);
    document.addEventListener("pointerover", prefetch, { passive: true });
    document.addEventListener("focusin", prefetch);
    return () => {
      document.removeEventListener("click", follow);
      document.removeEventListener("pointerover", prefetch);
      document.removeEventListener("focusin", prefetch);
    };
  }, [navigate]);

  return intent ? <PrefetchPageLinks page={intent} /> : null;
}
