import type { ThirdPartyIds } from "~/config.server";
import { loadThirdPartyScript, prepareThirdPartyGlobals } from "./load";
import { thirdPartyScripts } from "./scripts";

/** Loads each configured third-party script and records whether it loaded or failed. */
export function startThirdPartyScripts(ids: ThirdPartyIds, nonce: string | undefined): void {
  prepareThirdPartyGlobals();
  for (const script of thirdPartyScripts(ids)) {
    void loadThirdPartyScript(script, nonce).then((status) => {
      // Exposed for monitoring and tests, e.g. data-third-party-chat-widget="failed".
      document.documentElement.setAttribute(`data-third-party-${script.name.replace(/\s+/g, "-")}`, status);
    });
  }
}
