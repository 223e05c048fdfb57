import { ReloadLink } from "~/components/ui/ReloadLink";
import { RotateCw } from "~/shell/ui/icons";
import { useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { brandCss } from "./brands/css";
import { loadSiteData, type SiteData } from "./site/site-data";
import { useOptionalSite } from "./site/use-site";
import { withBrandParam } from "./brands/links";
import { brandFaviconIcoPath, brandIconPath } from "./seo/share-images";
import { SPECULATION_RULES } from "./delivery/page-scripts";
import { usePageRender } from "./delivery/page-render";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  // `precedence` lets React put the stylesheet at the top of <head>, before the script preloads:
  // it blocks the first paint, so it must not queue behind them.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
];

export async function loader({ context }: Route.LoaderArgs) {
  return loadSiteData(context);
}

/** Brand and settings only change with `?domain=`; other navigations reuse the root data. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
  formMethod,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return currentUrl.searchParams.get("domain") !== nextUrl.searchParams.get("domain");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const site = useOptionalSite();
  const { needsReact, inlineMarker, headScripts } = usePageRender();
  // Inline code needs no nonce: the page's CSP names its hash (app/delivery/inline-code.server.ts); React Router's
  // own scripts get the render's marker from <ServerRouter nonce>.
  return (
    <html
      lang="en-US"
      data-brand={site?.brand.id}
      // The shell's script starts every picture of such a page itself, and marks it ready (behaviours.ts).
      data-without-react={needsReact ? undefined : ""}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script
          suppressHydrationWarning
          // The browser runs it once, from the server's HTML; hydration leaves it be, so the bundle need not carry it.
          dangerouslySetInnerHTML={{ __html: headScripts?.theme ?? "" }}
        />
        <script
          suppressHydrationWarning
          // The header's scroll and menu behaviours, from the first paint and without React; server-side only, as above.
          dangerouslySetInnerHTML={{ __html: headScripts?.shell ?? "" }}
        />
        {site && (
          <style
            suppressHydrationWarning
            // Server-side only, like the theme script: a visit never changes brand (links to another
            // brand are other sites), so the browser keeps the server's styles and skips the code.
            dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? brandCss(site.brand) : "" }}
          />
        )}
        {site && <BrandHeadLinks site={site} />}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {needsReact ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          <script
            type="speculationrules"
            nonce={inlineMarker}
            // The next page loads in full, so the browser fetches it as the visitor points at its link.
            dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }}
          />
        )}
      </body>
    </html>
  );
}

/**
 * The brand's browser colours, icons and web app manifest. They differ per brand, so they are rendered
 * from the root data here rather than in `links` (which cannot see the brand).
 *
 * The web fonts are not preloaded: on a slow phone network a preload shares the bandwidth with the
 * stylesheet and held the first paint back (by 200–550 ms, medians of three pages). Text paints first in
 * local fonts sized to each web font's measure (app/fonts/fallback-faces.ts), and the web fonts replace
 * them without moving it.
 */
function BrandHeadLinks({ site }: { site: SiteData }) {
  const { brand } = site;
  const manifest = site.brandFromQuery
    ? withBrandParam("/manifest.webmanifest", brand.id)
    : "/manifest.webmanifest";
  return (
    <>
      <meta name="theme-color" media="(prefers-color-scheme: light)" content={brand.colors.light.secondary} />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content={brand.colors.dark.secondary} />
      <link rel="icon" href={brandFaviconIcoPath(brand.id)} sizes="32x32" />
      <link rel="icon" href={`/brands/${brand.id}/favicon.svg`} type="image/svg+xml" />
      <link rel="apple-touch-icon" href={brandIconPath(brand.id, 180)} />
      <link rel="manifest" href={manifest} />
    </>
  );
}

export default function App() {
  // Marks the document once React has hydrated (used by monitoring and the browser tests); a page without
  // React gets the mark from the shell's head script once it is parsed (behaviours.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export const STARTUP_FAILURE_TITLE = "There was a problem loading the application";

/** Shown when the application itself fails to start or render (SPEC section 4, startup failure). */
export function AppFailure() {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-bg px-6 py-16 text-fg">
      <div className="max-w-lg text-center">
        <h1 className="text-3xl font-semibold">{STARTUP_FAILURE_TITLE}</h1>
        <p className="mt-4 text-fg-muted">
          Something went wrong while loading this page. Reloading usually fixes it. If it keeps happening,
          please call us at{" "}
          <a className="font-semibold underline" href="tel:+17407540800">
            (740) 754-0800
          </a>
          .
        </p>
        <ReloadLink className="btn btn-primary mt-8">
          <RotateCw aria-hidden="true" className="size-4" />
          Reload Page
        </ReloadLink>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (import.meta.env.DEV) console.error(error);
  return <AppFailure />;
}
