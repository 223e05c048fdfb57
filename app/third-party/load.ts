import { CHAT_SESSION_DURATION_MINUTES, type ThirdPartyScript } from "./scripts";

export type ScriptStatus = "loaded" | "failed";

declare global {
  interface Window {
    dataLayer?: unknown[];
    Tawk_API?: Record<string, unknown>;
  }
}

/**
 * Adds one third-party script and settles with its status. It never rejects: a failure or a timeout
 * only logs a console warning, and the site carries on without the script (SPEC sections 1 and 8).
 */
export function loadThirdPartyScript(script: ThirdPartyScript, nonce?: string): Promise<ScriptStatus> {
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
    if (nonce) element.nonce = nonce;
    element.addEventListener("load", () => finish("loaded"));
    element.addEventListener("error", () => finish("failed", "network error"));
    document.head.append(element);
  });
}

/** Globals the vendors' snippets expect before their script arrives. */
export function prepareThirdPartyGlobals(): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  window.Tawk_API = { ...window.Tawk_API, sessionDurationMinutes: CHAT_SESSION_DURATION_MINUTES };
}
