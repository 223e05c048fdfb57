import { useEffect } from "react";
import { useLocation } from "react-router";
import { whenIdle } from "~/shell/ui/when-idle";
import { useSite } from "~/site/use-site";
import type { PageSeen } from "~/third-party/page-views";

/**
 * Pages the visitor saw before the analytics code arrived (it counts them, in order, once loaded),
 * then where to report each new one. One per visit: the layout may mount again (an error page).
 */
const waiting: PageSeen[] = [];
let report: ((page: PageSeen) => void) | undefined;

/**
 * Loads the configured third-party scripts once the page is interactive and idle, so they never
 * block rendering; each reports loaded or failed, and a failure only logs a warning. The loading code
 * itself is fetched only on a site that configures a script. Every page the visitor sees is recorded
 * for analytics and the tag manager. A browser that sends Global Privacy Control gets none of them.
 */
export function ThirdPartyScripts() {
  const { thirdParty } = useSite();
  const { pathname } = useLocation();
  const countsPages = Boolean(thirdParty.analyticsId || thirdParty.tagManagerId);

  useEffect(() => {
    if (!countsPages || navigator.globalPrivacyControl) return;
    const page = { path: pathname, title: document.title };
    if (report) report(page);
    else waiting.push(page);
  }, [countsPages, pathname]);

  useEffect(() => {
    if (!Object.values(thirdParty).some(Boolean)) return;
    if (navigator.globalPrivacyControl) {
      document.documentElement.setAttribute("data-third-party", "off: Global Privacy Control");
      return;
    }
    const run = () =>
      void import("~/third-party/start").then(({ startThirdPartyScripts }) => {
        report = startThirdPartyScripts(thirdParty, waiting);
      });
    if (document.readyState === "complete") whenIdle(run);
    else window.addEventListener("load", () => whenIdle(run), { once: true });
  }, [thirdParty]);
  return null;
}
