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

/**
 * The page a GET form in server-kept HTML (the header's search boxes) opens, sent in-app as React
 * Router's `<Form>` sends it (which marks its forms `data-discover` too); null for any other form.
 */
export function inAppFormPage(event: SubmitEvent): string | null {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches("form[data-discover]")) return null;
  if (!form.closest(`[${SERVER_HTML_ATTRIBUTE}]`) || form.method !== "get") return null;
  if (form.target && form.target !== "_self") return null;
  const action = new URL(form.action, window.location.href);
  if (action.origin !== window.location.origin) return null;
  const fields = new FormData(form, event.submitter);
  const query = new URLSearchParams([...fields].map(([name, value]) => [name, String(value)])).toString();
  return action.pathname + (query ? `?${query}` : "");
}

function pageOf(link: HTMLAnchorElement): string {
  return link.pathname + link.search;
}

/**
 * Follows links in server-kept HTML in-app, as `<Link>` does, and sends its search forms in-app, as
 * `<Form>` does: a click without modifier keys navigates with the router, and pointing at or focusing
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
    function send(event: SubmitEvent) {
      const page = event.defaultPrevented ? null : inAppFormPage(event);
      if (!page) return;
      event.preventDefault();
      void navigate(page);
    }
    function prefetch(event: Event) {
      const link = inAppLink(event.target);
      if (link) setIntent(pageOf(link));
    }
    document.addEventListener("click", follow);
    document.addEventListener("submit", send);
    document.addEventListener("pointerover", prefetch, { passive: true });
    document.addEventListener("focusin", prefetch);
    return () => {
      document.removeEventListener("click", follow);
      document.removeEventListener("submit", send);
      document.removeEventListener("pointerover", prefetch);
      document.removeEventListener("focusin", prefetch);
    };
  }, [navigate]);

  return intent ? <PrefetchPageLinks page={intent} /> : null;
}
