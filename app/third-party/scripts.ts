import type { ThirdPartyIds } from "~/config.server";

/** SPEC section 9: how long each third-party script may take before the site gives up on it. */
export const TAG_MANAGER_TIMEOUT_MS = 10_000;
export const CHAT_WIDGET_TIMEOUT_MS = 15_000;
export const DEFAULT_SCRIPT_TIMEOUT_MS = 10_000;
/** The tag manager's data-layer event for a page change inside the site (a trigger in Tag Manager counts it). */
export const PAGE_CHANGE_EVENT = "page_change";

/** No third-party script at all: draft previews (app/blog/preview.server.ts, isDraftPreviewPath). */
export const NO_THIRD_PARTY_SCRIPTS: ThirdPartyIds = {
  analyticsId: null,
  speedMeasurementId: null,
  tagManagerId: null,
  chatWidgetId: null,
};

export interface ThirdPartyScript {
  name: "analytics" | "speed measurement" | "tag manager" | "chat widget";
  src: string;
  timeoutMs: number;
  /** Hosts the script loads from or talks to; the CSP allows exactly these when it is configured. */
  hosts: readonly string[];
}

/** The third-party scripts to load for this configuration: only those whose id is set. */
export function thirdPartyScripts(ids: ThirdPartyIds): ThirdPartyScript[] {
  const scripts: ThirdPartyScript[] = [];
  if (ids.analyticsId) {
    scripts.push({
      name: "analytics",
      src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids.analyticsId)}`,
      timeoutMs: DEFAULT_SCRIPT_TIMEOUT_MS,
      hosts: ["www.googletagmanager.com", "www.google-analytics.com", "region1.google-analytics.com"],
    });
  }
  if (ids.speedMeasurementId) {
    scripts.push({
      name: "speed measurement",
      src: `https://cdn.speedcurve.com/js/lux.js?id=${encodeURIComponent(ids.speedMeasurementId)}`,
      timeoutMs: DEFAULT_SCRIPT_TIMEOUT_MS,
      hosts: ["cdn.speedcurve.com", "lux.speedcurve.com"],
    });
  }
  if (ids.tagManagerId) {
    scripts.push({
      name: "tag manager",
      src: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.tagManagerId)}`,
      timeoutMs: TAG_MANAGER_TIMEOUT_MS,
      hosts: ["www.googletagmanager.com", "www.google-analytics.com"],
    });
  }
  if (ids.chatWidgetId) {
    scripts.push({
      name: "chat widget",
      src: `https://embed.tawk.to/${encodeURIComponent(ids.chatWidgetId)}/default`,
      timeoutMs: CHAT_WIDGET_TIMEOUT_MS,
      hosts: ["embed.tawk.to", "va.tawk.to", "cdn.jsdelivr.net"],
    });
  }
  return scripts;
}

export function thirdPartyHosts(ids: ThirdPartyIds): string[] {
  return [...new Set(thirdPartyScripts(ids).flatMap((s) => s.hosts))];
}
