/**
 * robots.txt for a brand's host. With indexing allowed, crawlers may read every page (not the
 * contact API or the health check) and are pointed at the brand's sitemap on its own domain. With
 * indexing off (staging, previews), everything is disallowed, and every page also says noindex.
 */
export function robotsTxt({ siteUrl, allowIndexing }: { siteUrl: string; allowIndexing: boolean }): string {
  if (!allowIndexing) {
    return [
      "# Indexing is turned off for this host (ALLOW_INDEXING).",
      "User-agent: *",
      "Disallow: /",
      "",
    ].join("\n");
  }
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /healthz",
    "",
    `Sitemap: ${new URL("/sitemap.xml", siteUrl).href}`,
    "",
  ].join("\n");
}
