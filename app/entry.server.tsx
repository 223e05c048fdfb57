import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { siteContext } from "./request-context";
import { deferredScripts } from "./delivery/deferred-scripts.server";
import { log } from "./log.server";
import { pageNeedsReact } from "./delivery/page-scripts";
import { PageRenderContext } from "./delivery/page-render";
import { shellBehavioursScript } from "./shell/layout/behaviours";
import { themeBootScript } from "./shell/theme/theme";
import { iconDrawing, logoDrawing } from "./shell/ui/inline-svg.server";

export const streamTimeout = 5_000;

/** The head's inline scripts, the same for every page (root.tsx writes them). */
const HEAD_SCRIPTS = { theme: themeBootScript(), shell: shellBehavioursScript() };

/**
 * Cache policy for documents: a CDN may keep a page for 5 minutes and serve it stale while it
 * refreshes; browsers always revalidate. Pages vary only by URL and host, never by cookie.
 */
export const DOCUMENT_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // React and React Router put the marker on the inline code they write, as its nonce (app/delivery/inline-code.server.ts).
  const { inlineMarker } = loadContext.get(siteContext);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (!responseHeaders.has("Cache-Control")) {
    responseHeaders.set("Cache-Control", responseStatusCode === 200 ? DOCUMENT_CACHE_CONTROL : "no-store");
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { matches, errors, loaderData } = routerContext.staticHandlerContext;
  const page = matches.at(-1);
  const needsReact = pageNeedsReact(
    page && routerContext.routeModules[page.route.id]?.handle,
    errors !== null || responseStatusCode >= 400,
    page && loaderData[page.route.id],
  );
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <PageRenderContext
        value={{
          inlineMarker,
          needsReact,
          headScripts: HEAD_SCRIPTS,
          logoDrawing,
          iconDrawing: needsReact ? undefined : iconDrawing,
        }}
      >
        <ServerRouter context={routerContext} url={request.url} nonce={inlineMarker} />
      </PageRenderContext>,
      {
        nonce: inlineMarker,
        // React moves a finished Suspense boundary (the lazily loaded 404 page) to the end of the stream, hidden
        // until an inline script swaps it in, once the page passes this many bytes. Pages must read
        // whole without JavaScript, and the swap costs the browser a second layout: no outlining by size.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // The whole document at once: the server reads it whole anyway, to hash its inline code.
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const html = body.pipe(deferredScripts());
          resolve(
            new Response(createReadableStreamFromReadable(html), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered)
            log.error(
              { err: error, path: new URL(request.url).pathname },
              "page render failed after its first part was sent",
            );
        },
      },
    );
  });
}
