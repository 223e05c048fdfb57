import type { ThirdPartyIds } from "~/config.server";
import type { PageView } from "./page-views";
import type { ThirdPartyScript } from "./scripts";

export type ScriptStatus = "loaded" | "failed";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    Tawk_API?: Record<string, unknown>;
  }
  interface Navigator {
    /** Global Privacy Control: the visitor asks sites not to sell or share what they learn about them. */
    readonly globalPrivacyControl?: boolean;
  }
}

/**
 * Adds one third-party script and settles with its status. It never rejects: a failure or a timeout
 * only logs a console warning, and the site carries on without the script (SPEC sections 1 and 8).
 * Added by the site's own script, it runs by the page policy's 'strict-dynamic' (server/security.ts).
 * Each function here is put into the page as text (boot.ts): it uses only its arguments and globals.
 */
export function loadThirdPartyScript(script: ThirdPartyScript): Promise<ScriptStatus> {
  return new Promise((resolve) => {
    const element = document.createElement("script");
    let settled = false;
    const finish = (status: ScriptStatus, reason?: string) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      if (status === "failed") console.warn(`[third-party] ${script.name} did not load: ${reason}`);
      resolve(status);
    };
    const timer = window.setTimeout(() => finish("failed", `timed out after ${script.timeoutMs}ms`), script.timeoutMs);
    element.src = script.src;
    element.async = true;
    element.addEventListener("load", () => finish("loaded"));
    element.addEventListener("error", () => finish("failed", "network error"));
    document.head.append(element);
  });
}

/**
 * Globals the vendors' snippets set up before their script arrives, which reads what was queued:
 * the data layer (tag manager), `gtag` with its `js` and `config` commands (analytics; page views
 * are sent by `gtag('event', 'page_view')` for every page, so the config sends none itself), and the
 * chat widget's object.
 */
export function prepareThirdPartyGlobals(ids: ThirdPartyIds): void {
  const dataLayer = (window.dataLayer = window.dataLayer ?? []);
  if (ids.tagManagerId) dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  if (ids.analyticsId) {
    // Google's own snippet: gtag.js reads each command as the `arguments` object it was called with.
    window.gtag = function gtag() {
      dataLayer.push(arguments);
    };
    window.gtag("js", new Date());
    window.gtag("config", ids.analyticsId, { send_page_view: false });
  }
  // Tawk.to's snippet declares it; its API has no session duration (docs/decisions/007-chat-session-duration.md).
  if (ids.chatWidgetId) window.Tawk_API = window.Tawk_API ?? {};
}

/**
 * One page the visitor saw: a page view for analytics, and for the tag manager a page change after the
 * first (its data-layer event `pageChangeEvent`, PAGE_CHANGE_EVENT in scripts.ts).
 */
export function reportPageView(ids: ThirdPartyIds, view: PageView, pageChangeEvent: string): void {
  window.gtag?.("event", "page_view", {
    page_location: view.location,
    page_title: view.title,
    ...(view.referrer ? { page_referrer: view.referrer } : {}),
  });
  // The first page is the tag manager's own page view (its gtm.js event).
  if (ids.tagManagerId && view.referrer !== null) {
    window.dataLayer?.push({
      event: pageChangeEvent,
      page_path: view.path,
      page_location: view.location,
      page_title: view.title,
    });
  }
}
