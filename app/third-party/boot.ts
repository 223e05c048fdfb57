import type { ThirdPartyIds } from "~/config.server";
import { inlineCall } from "~/delivery/inline-call";
import { whenIdle } from "~/shell/ui/when-idle";
import { loadThirdPartyScript, prepareThirdPartyGlobals, reportPageView } from "./load";
import { createPageViewRecorder, type PageSeen } from "./page-views";
import { PAGE_CHANGE_EVENT, thirdPartyScripts, type ThirdPartyScript } from "./scripts";

/** Sent on `document` by the layout for each page React draws (detail: PageSeen), so page changes in-app are counted. */
export const PAGE_SEEN_EVENT = "site:page-seen";

export interface ThirdPartyBootSettings {
  ids: ThirdPartyIds;
  scripts: readonly ThirdPartyScript[];
  pageSeenEvent: string;
  pageChangeEvent: string;
}

/** The functions the boot script uses, passed in beside it so each stays one copy with its unit tests. */
export interface ThirdPartyBootLogic {
  loadThirdPartyScript: typeof loadThirdPartyScript;
  prepareThirdPartyGlobals: typeof prepareThirdPartyGlobals;
  reportPageView: typeof reportPageView;
  createPageViewRecorder: typeof createPageViewRecorder;
  whenIdle: typeof whenIdle;
}

/**
 * Loads the configured third-party scripts once the page has loaded and the browser is idle, so they
 * never hold up the page; each reports loaded or failed (`data-third-party-<name>` on `<html>`, for
 * monitoring), and a failure only logs a warning. Counts the page it runs on, and each page React then
 * draws in-app (PAGE_SEEN_EVENT), for analytics and the tag manager. A browser that sends Global Privacy
 * Control gets none of them. It runs from the page's HTML, with or without React; put into the page as
 * text, so it uses nothing but its arguments.
 */
export function runThirdPartyScripts(settings: ThirdPartyBootSettings, logic: ThirdPartyBootLogic): void {
  const { ids } = settings;
  const root = document.documentElement;
  if (navigator.globalPrivacyControl) {
    root.setAttribute("data-third-party", "off: Global Privacy Control");
    return;
  }
  // Pages seen before the scripts start are counted, in order, when they do.
  const waiting: PageSeen[] = [];
  let report: (page: PageSeen) => void = (page) => void waiting.push(page);
  if (ids.analyticsId || ids.tagManagerId) {
    report({ path: location.pathname, title: document.title });
    document.addEventListener(settings.pageSeenEvent, (event) =>
      report((event as CustomEvent<PageSeen>).detail),
    );
  }
  const start = () => {
    logic.prepareThirdPartyGlobals(ids);
    for (const script of settings.scripts) {
      void logic.loadThirdPartyScript(script).then((status) => {
        root.setAttribute(`data-third-party-${script.name.replace(/\s+/g, "-")}`, status);
      });
    }
    report = logic.createPageViewRecorder(location.origin, (view) =>
      logic.reportPageView(ids, view, settings.pageChangeEvent),
    );
    for (const page of waiting) report(page);
  };
  if (document.readyState === "complete") logic.whenIdle(start);
  else window.addEventListener("load", () => logic.whenIdle(start), { once: true });
}

const LOGIC: ThirdPartyBootLogic = {
  loadThirdPartyScript,
  prepareThirdPartyGlobals,
  reportPageView,
  createPageViewRecorder,
  whenIdle,
};

const scripts = new Map<string, string>();
/**
 * The inline script for this configuration (the layout writes it on the server only; its CSP hash is
 * taken from the render, app/delivery/inline-code.server.ts). Empty when no script is configured.
 */
export function thirdPartyBootScript(ids: ThirdPartyIds): string {
  if (!Object.values(ids).some(Boolean)) return "";
  const key = JSON.stringify(ids);
  let script = scripts.get(key);
  if (script === undefined) {
    const settings: ThirdPartyBootSettings = {
      ids,
      scripts: thirdPartyScripts(ids),
      pageSeenEvent: PAGE_SEEN_EVENT,
      pageChangeEvent: PAGE_CHANGE_EVENT,
    };
    script = inlineCall(runThirdPartyScripts, settings, LOGIC);
    scripts.set(key, script);
  }
  return script;
}
