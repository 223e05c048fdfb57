/**
 * The feature-image allow-list (SPEC section 3, Blog post): a post's image is kept only when it comes
 * from the firm's own domains, the image host, the blog platform or the configured Ghost, so a CMS
 * entry can never make visitors' browsers load images from arbitrary third parties.
 */
import { ALL_BRANDS } from "~/brands";

/** Hosts allowed with any subdomain: the brands' own domains and the blog platform's. */
function brandDomains(): string[] {
  return ALL_BRANDS.flatMap((brand) => [brand.domain, ...brand.aliases]).map((host) => host.toLowerCase());
}

/** Blog platform and image host names allowed exactly. */
export const EXACT_IMAGE_HOSTS: readonly string[] = ["images.unsplash.com", "static.ghost.org"];
/** Domains allowed together with every subdomain. */
export const IMAGE_DOMAINS_WITH_SUBDOMAINS: readonly string[] = [...brandDomains(), "ghost.io"];
/** Local images that ship with the site (content/blog posts use these). */
export const LOCAL_IMAGE_PREFIX = "/blog-images/";

export interface ImageAllowListOptions {
  /** The configured GHOST_URL: images from its host are allowed (over its own scheme, even http). */
  ghostUrl?: string | null;
}

function hostOf(url: string | null | undefined): { host: string; protocol: string } | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return { host: parsed.hostname.toLowerCase(), protocol: parsed.protocol };
  } catch {
    return null;
  }
}

function isLocalImagePath(value: string): boolean {
  if (!value.startsWith(LOCAL_IMAGE_PREFIX)) return false;
  // Resolve against a dummy origin: the path must stay under /blog-images/ after '..' and '%2e' tricks.
  try {
    const resolved = new URL(value, "https://local.invalid");
    return (
      resolved.origin === "https://local.invalid" &&
      resolved.pathname.startsWith(LOCAL_IMAGE_PREFIX) &&
      !value.includes("\\")
    );
  } catch {
    return false;
  }
}

/**
 * Builds the allow-list check. The returned function gives back the image URL when allowed, else
 * null. Only https images are kept, except from the configured Ghost host, whose own scheme is used
 * (a Ghost on a private network may speak plain http).
 */
export function createImageAllowList(
  options: ImageAllowListOptions = {},
): (url: string | null | undefined) => string | null {
  const ghost = hostOf(options.ghostUrl);
  const exact = new Set(EXACT_IMAGE_HOSTS);
  const suffixes = IMAGE_DOMAINS_WITH_SUBDOMAINS;

  return (url) => {
    if (typeof url !== "string") return null;
    const value = url.trim();
    if (!value) return null;
    if (value.startsWith("/") && !value.startsWith("//")) return isLocalImagePath(value) ? value : null;

    // Protocol-relative URLs ('//host/x.jpg') are read as https.
    const target = hostOf(value.startsWith("//") ? `https:${value}` : value);
    if (!target) return null;
    const { host, protocol } = target;

    if (ghost && host === ghost.host && (protocol === ghost.protocol || protocol === "https:")) return value;
    if (protocol !== "https:") return null;
    if (exact.has(host)) return value;
    if (suffixes.some((domain) => host === domain || host.endsWith(`.${domain}`))) return value;
    return null;
  };
}

/** One-off check; prefer createImageAllowList when checking many images. */
export function allowedImageUrl(
  url: string | null | undefined,
  options: ImageAllowListOptions = {},
): string | null {
  return createImageAllowList(options)(url);
}
