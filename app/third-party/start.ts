import type { ThirdPartyIds } from "~/config.server";
import { loadThirdPartyScript, prepareThirdPartyGlobals, reportPageView } from "./load";
import type { PageView } from "./page-views";
import { thirdPartyScripts } from "./scripts";

/**
 * Loads each configured third-party script and records whether it loaded or failed. Returns where
 * to report the pages the visitor sees.
 */
export function startThirdPartyScripts(ids: ThirdPartyIds, nonce: string | undefined): (view: PageView) => void {
  prepareThirdPartyGlobals(ids);
  for (const script of thirdPartyScripts(ids)) {
    void loadThirdPartyScript(script, nonce).then((status) => {
      // Exposed for monitoring and tests, e.g. data-third-party-chat-widget="failed".
      document.documentElement.setAttribute(`data-third-party-${script.name.replace(/\s+/g, "-")}`, status);
    });
  }
  return (view) => reportPageView(ids, view);
}
