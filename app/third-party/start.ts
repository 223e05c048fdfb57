import type { ThirdPartyIds } from "~/config.server";
import { loadThirdPartyScript, prepareThirdPartyGlobals, reportPageView } from "./load";
import { createPageViewRecorder, type PageSeen } from "./page-views";
import { thirdPartyScripts } from "./scripts";

/**
 * Loads each configured third-party script and records whether it loaded or failed. Counts the pages
 * `seenBefore` (seen before this code arrived), and returns where to report each page seen from now on.
 */
export function startThirdPartyScripts(
  ids: ThirdPartyIds,
  seenBefore: readonly PageSeen[],
): (page: PageSeen) => void {
  prepareThirdPartyGlobals(ids);
  for (const script of thirdPartyScripts(ids)) {
    void loadThirdPartyScript(script).then((status) => {
      // Exposed for monitoring and tests, e.g. data-third-party-chat-widget="failed".
      document.documentElement.setAttribute(`data-third-party-${script.name.replace(/\s+/g, "-")}`, status);
    });
  }
  const seen = createPageViewRecorder(window.location.origin, (view) => reportPageView(ids, view));
  for (const page of seenBefore) seen(page);
  return seen;
}
