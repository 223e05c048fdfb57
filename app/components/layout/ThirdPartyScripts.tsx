import { useEffect } from "react";
import { useLocation } from "react-router";
import { useSite } from "~/site/use-site";
import { createPageViewRecorder } from "~/third-party/page-views";

/** One per visit: the layout may mount again (an error page), the visit goes on. */
const pageViews = createPageViewRecorder();

/** The visitor's browser sends Global Privacy Control: no analytics, tag manager, chat or speed measurement. */
function privacyControlOn(): boolean {
  return navigator.globalPrivacyControl === true;
}

/**
 * Loads the configured third-party scripts once the page is interactive and idle, so they never
 * block rendering; each reports loaded or failed, and a failure only logs a warning. The loading code
 * itself is fetched only on a site that configures a script. Every page the visitor sees is recorded
 * for analytics and the tag manager, those seen before the scripts started included.
 */
export function ThirdPartyScripts() {
  const { thirdParty, nonce } = useSite();
  const { pathname } = useLocation();
  const countsPages = Boolean(thirdParty.analyticsId || thirdParty.tagManagerId);

  useEffect(() => {
    if (!countsPages || privacyControlOn()) return;
    pageViews.seen({ origin: window.location.origin, path: pathname, title: document.title });
  }, [countsPages, pathname]);

  useEffect(() => {
    if (!Object.values(thirdParty).some(Boolean)) return;
    if (privacyControlOn()) {
      document.documentElement.setAttribute("data-third-party", "off: Global Privacy Control");
      return;
    }
    const run = () =>
      void import("~/third-party/start").then(({ startThirdPartyScripts }) =>
        pageViews.connect(startThirdPartyScripts(thirdParty, nonce)),
      );
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    if (document.readyState === "complete") idle(run);
    else window.addEventListener("load", () => idle(run), { once: true });
  }, [thirdParty, nonce]);
  return null;
}
