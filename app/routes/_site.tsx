import { lazy, Suspense, useRef } from "react";
import { isRouteErrorResponse, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/_site";
import { Footer } from "~/shell/layout/Footer";
import { Header } from "~/shell/layout/Header";
import { InAppLinks } from "~/delivery/InAppLinks";
import { ScrollProgress } from "~/shell/layout/ScrollProgress";
import { ThirdPartyScripts } from "~/shell/layout/ThirdPartyScripts";
import { Toaster } from "~/shell/ui/Toaster";
import { AppFailure } from "~/root";
import { errorPageMeta } from "~/seo/meta";
import { redirectOldPaths } from "~/site/redirects";

/** Only pages whose loader threw a 404 show it here, so no other page loads its code. */
const NotFound = lazy(() => import("~/components/NotFound").then((module) => ({ default: module.NotFound })));

/** Old paths followed inside the site go to their new pages before any page's loader runs. */
export const middleware: Route.MiddlewareFunction[] = [redirectOldPaths];

/** Pages whose loader threw (e.g. an unknown service) take their title from here: 'Page not found'. */
export const meta: Route.MetaFunction = (args) => errorPageMeta(args);

/** The shell every page lives in: header, main content (fading in on page changes), footer. */
function Shell({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  // Fade only after an in-app page change, never on the first load (it would delay the first paint).
  const previous = useRef(pathname);
  const navigated = useRef(false);
  if (previous.current !== pathname) {
    previous.current = pathname;
    navigated.current = true;
  }
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[80] rounded-lg bg-primary px-4 py-2 font-semibold text-on-primary focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <ScrollProgress />
      <Header />
      <main
        id="main"
        tabIndex={-1}
        key={pathname}
        className={`outline-none ${navigated.current ? "page-fade" : ""}`}
      >
        {children}
      </main>
      <Footer />
      <InAppLinks />
      <Toaster />
      <ThirdPartyScripts />
    </>
  );
}

export default function SiteLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <Suspense>
          <NotFound />
        </Suspense>
      </Shell>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return <AppFailure />;
}
