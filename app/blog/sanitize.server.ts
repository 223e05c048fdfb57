/**
 * Cleans post HTML from the CMS (or from Markdown) before it is rendered with
 * dangerouslySetInnerHTML. Whatever an editor pastes, pages get no scripts, no event handlers, no
 * javascript: URLs and no inline styles; embedded video only from YouTube and Vimeo; lazy images;
 * and links to other sites that cannot reach back into this one (rel="noopener noreferrer").
 */
import sanitizeHtml from "sanitize-html";
import { ALL_BRANDS } from "~/brands";

/** Exact host names an <iframe> may load from. */
export const ALLOWED_IFRAME_HOSTS: readonly string[] = [
  "www.youtube.com",
  "youtube.com",
  "www.youtube-nocookie.com",
  "youtube-nocookie.com",
  "player.vimeo.com",
];

const EXTERNAL_REL = "noopener noreferrer";

/** The firm's own domains (links there are not external). */
const OWN_DOMAINS: readonly string[] = ALL_BRANDS.flatMap((brand) => [brand.domain, ...brand.aliases]).map(
  (host) => host.toLowerCase(),
);

export function isExternalHref(href: string, ownDomains: readonly string[] = OWN_DOMAINS): boolean {
  if (!/^(https?:)?\/\//i.test(href)) return false; // relative, #fragment, mailto:, tel:
  try {
    const host = new URL(href, "https://local.invalid").hostname.toLowerCase();
    return !ownDomains.some((domain) => host === domain || host.endsWith(`.${domain}`));
  } catch {
    return true;
  }
}

const HEADING_ATTRIBUTES = ["id"];

function buildOptions(ownDomains: readonly string[]): sanitizeHtml.IOptions {
  return {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== "nav" && tag !== "main"),
      "img",
      "figure",
      "figcaption",
      "picture",
      "source",
      "iframe",
      "del",
      "ins",
      "details",
      "summary",
      "sup",
      "sub",
    ],
    // No `style` anywhere and no on* handlers: sanitize-html drops every attribute not listed here.
    allowedAttributes: {
      "*": ["class", "title", "lang", "dir"],
      a: ["href", "name", "target", "rel"],
      img: ["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding"],
      source: ["srcset", "sizes", "type", "media"],
      iframe: ["src", "width", "height", "title", "allow", "allowfullscreen", "frameborder", "loading"],
      h1: HEADING_ATTRIBUTES,
      h2: HEADING_ATTRIBUTES,
      h3: HEADING_ATTRIBUTES,
      h4: HEADING_ATTRIBUTES,
      h5: HEADING_ATTRIBUTES,
      h6: HEADING_ATTRIBUTES,
      ol: ["start", "reversed", "type"],
      td: ["colspan", "rowspan", "align"],
      th: ["colspan", "rowspan", "align", "scope"],
      time: ["datetime"],
      code: ["class"],
    },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["http", "https"], source: ["http", "https"], iframe: ["https"] },
    allowProtocolRelative: false,
    allowedIframeHostnames: [...ALLOWED_IFRAME_HOSTS],
    allowIframeRelativeUrls: false,
    // script, style, textarea, option: dropped together with their content.
    nonTextTags: ["script", "style", "textarea", "option", "noscript", "template"],
    transformTags: {
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
      iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
      a: (tagName, attribs) => {
        const href = attribs.href ?? "";
        const external = isExternalHref(href, ownDomains);
        const next = { ...attribs };
        if (external || next.target === "_blank") next.rel = EXTERNAL_REL;
        else delete next.rel;
        if (next.target && next.target !== "_blank") delete next.target;
        return { tagName, attribs: next };
      },
    },
    // An iframe whose src was refused would be an empty box: drop it entirely.
    exclusiveFilter: (frame) => frame.tag === "iframe" && !frame.attribs.src,
  };
}

const DEFAULT_OPTIONS = buildOptions(OWN_DOMAINS);

/** Sanitized post HTML. `ownDomains` overrides which hosts count as this site (tests). */
export function sanitizeBlogHtml(html: string, ownDomains?: readonly string[]): string {
  return sanitizeHtml(html, ownDomains ? buildOptions(ownDomains) : DEFAULT_OPTIONS);
}
