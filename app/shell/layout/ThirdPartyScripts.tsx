import { useEffect } from "react";
import { useLocation } from "react-router";
import { usePageRender } from "~/delivery/page-render";
import { useSite } from "~/site/use-site";
import { PAGE_SEEN_EVENT, thirdPartyBootScript } from "~/third-party/boot";
import type { PageSeen } from "~/third-party/page-views";

/**
 * The configured third-party scripts: the page's own inline script loads them and counts its page
 * (app/third-party/boot.ts), with or without React; with React, each page drawn in-app is announced to
 * it, to be counted too.
 */
export function ThirdPartyScripts() {
  const { thirdParty } = useSite();
  const { inlineMarker } = usePageRender();
  const { pathname } = useLocation();

  useEffect(() => {
    const page: PageSeen = { path: pathname, title: document.title };
    document.dispatchEvent(new CustomEvent(PAGE_SEEN_EVENT, { detail: page }));
  }, [pathname]);

  if (!Object.values(thirdParty).some(Boolean)) return null;
  return (
    <script
      nonce={inlineMarker}
      suppressHydrationWarning
      // Written by the server only, like the head's scripts (app/root.tsx).
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? thirdPartyBootScript(thirdParty) : "" }}
    />
  );
}
