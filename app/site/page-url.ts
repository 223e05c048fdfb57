/**
 * The URL of the page a loader runs for. In-app navigations fetch the page's data from
 * "<path>.data" ("<path>/_.data" for a path ending in a slash, so "/_.data" for the home page),
 * sometimes with a `_routes` parameter; loaders that build links or canonical URLs from the request
 * need the page's own URL.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith("/_.data")) url.pathname = url.pathname.slice(0, -"_.data".length);
  else url.pathname = url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  return url;
}
