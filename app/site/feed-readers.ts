/**
 * Feed readers that fetch a site's home or blog page expecting a feed. Matching is on distinctive
 * product names in the User-Agent; browsers and search crawlers never match.
 *
 * This runs on every request for `/`, `/blog` and `/blog/*`, cache hits included, so its cost must
 * not grow with what a client sends: only the first USER_AGENT_PREFIX characters are read (real
 * User-Agents, feed readers' included, name their product well before that), and the pattern has no
 * unbounded repetition (the one gap, between "thunderbird" and "rss", is at most MAX_GAP characters),
 * so the work is at most proportional to the prefix.
 */
export const USER_AGENT_PREFIX = 512;
const MAX_GAP = 64;

export const FEED_READER_PATTERN = new RegExp(
  [
    "feedly",
    "inoreader",
    "newsblur",
    "feedbin",
    "netnewswire",
    "miniflux",
    "freshrss",
    "tiny tiny rss",
    "tt-rss",
    "theoldreader",
    "feedspot",
    "bloglovin",
    "feedfetcher",
    "feedburner",
    "feedvalidator",
    "newsgator",
    "rssowl",
    "liferea",
    "newsboat",
    "quiterss",
    "feeder\\.co",
    "reeder",
    "feedreader",
    "rss reader",
    "rss-reader",
    "rssreader",
    "flipboardrss",
    "superfeedr",
    "blogtrottr",
    "feedpress",
    "nextcloud-news",
    "yarr",
    "fluent reader",
    "akregator",
    `thunderbird.{0,${MAX_GAP}}rss`,
    "commafeed",
    "selfoss",
    "readkit",
    "newsflash",
  ].join("|"),
  "i",
);

export function isFeedReader(userAgent: string | null | undefined): boolean {
  return !!userAgent && FEED_READER_PATTERN.test(userAgent.slice(0, USER_AGENT_PREFIX));
}

/** Paths that a feed reader is redirected from: the home page and the blog. */
export function isFeedRedirectPath(pathname: string): boolean {
  return pathname === "/" || pathname === "/blog" || pathname.startsWith("/blog/");
}
