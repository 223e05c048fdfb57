/**
 * Feed readers that fetch a site's home or blog page expecting a feed. Matching is on distinctive
 * product names in the User-Agent; browsers and search crawlers never match.
 */
const FEED_READER_PATTERN =
  /feedly|inoreader|newsblur|feedbin|netnewswire|miniflux|freshrss|tiny tiny rss|tt-rss|theoldreader|feedspot|bloglovin|feedfetcher|feedburner|feedvalidator|newsgator|rssowl|liferea|newsboat|quiterss|feeder\.co|reeder|feedreader|rss reader|rss-reader|rssreader|flipboardrss|superfeedr|blogtrottr|feedpress|nextcloud-news|yarr|fluent reader|akregator|thunderbird.*rss|commafeed|selfoss|readkit|newsflash/i;

export function isFeedReader(userAgent: string | null | undefined): boolean {
  return !!userAgent && FEED_READER_PATTERN.test(userAgent);
}

/** Paths that a feed reader is redirected from: the home page and the blog. */
export function isFeedRedirectPath(pathname: string): boolean {
  return pathname === "/" || pathname === "/blog" || pathname.startsWith("/blog/");
}
