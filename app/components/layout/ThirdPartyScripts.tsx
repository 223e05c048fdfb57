import { useEffect } from "react";
import { loadThirdPartyScript, prepareThirdPartyGlobals } from "~/third-party/load";
import { thirdPartyScripts } from "~/third-party/scripts";
import { useSite } from "~/site/use-site";

/**
 * Loads the configured third-party scripts once the page is interactive and idle, so they never
 * block rendering; each reports loaded or failed, and a failure only logs a warning.
 */
export function ThirdPartyScripts() {
  const { thirdParty, nonce } = useSite();
  useEffect(() => {
    const scripts = thirdPartyScripts(thirdParty);
    if (scripts.length === 0) return;
    const run = () => {
      prepareThirdPartyGlobals();
      for (const script of scripts) {
        void loadThirdPartyScript(script, nonce).then((status) => {
          // Exposed for monitoring and tests, e.g. data-third-party-chat-widget="failed".
          document.documentElement.setAttribute(`data-third-party-${script.name.replace(/\s+/g, "-")}`, status);
        });
      }
    };
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    if (document.readyState === "complete") idle(run);
    else window.addEventListener("load", () => idle(run), { once: true });
  }, [thirdParty, nonce]);
  return null;
}
