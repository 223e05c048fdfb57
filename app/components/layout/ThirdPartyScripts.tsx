import { useEffect } from "react";
import { useSite } from "~/site/use-site";

/**
 * Loads the configured third-party scripts once the page is interactive and idle, so they never
 * block rendering; each reports loaded or failed, and a failure only logs a warning. The loading code
 * itself is fetched only on a site that configures a script.
 */
export function ThirdPartyScripts() {
  const { thirdParty, nonce } = useSite();
  useEffect(() => {
    if (!Object.values(thirdParty).some(Boolean)) return;
    const run = () =>
      void import("~/third-party/start").then(({ startThirdPartyScripts }) =>
        startThirdPartyScripts(thirdParty, nonce),
      );
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    if (document.readyState === "complete") idle(run);
    else window.addEventListener("load", () => idle(run), { once: true });
  }, [thirdParty, nonce]);
  return null;
}
