/**
 * Cleans post HTML from the CMS (or from Markdown) before it is rendered with
 * dangerouslySetInnerHTML. First Ghost's card markup is finished for this site (cards.server.ts);
 * then, whatever an editor pastes, pages get no scripts, no event handlers, no javascript: URLs;
 * embedded video only from YouTube and Vimeo; video and audio only over http(s); lazy images; links
 * to other sites that cannot reach back into this one (rel="noopener noreferrer"). Inline styles
 * keep only what cards need, each value checked: colours (#hex, rgb()), an http(s) background image,
 * a gallery image's flex share and a frame's aspect ratio.
 */
import sanitizeHtml from "sanitize-html";
import { ALL_BRANDS } from "~/brands";
import { shapeCards } from "./cards.server";

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

const COLOUR_VALUES = [
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)$/i,
];

/** The inline style properties cards use, and the only values they may take. */
export const ALLOWED_STYLES: Record<string, RegExp[]> = {
  color: COLOUR_VALUES,
  "background-color": COLOUR_VALUES,
  // An image URL without quotes, spaces, parentheses or backslashes: nothing can end the url() early.
  "background-image": [/^url\(\s*(['"]?)https?:\/\/[^\s'"()\\]+\1\s*\)$/i],
  flex: [/^\d{1,3}(?:\.\d{1,4})? 1 0%$/],
  "aspect-ratio": [/^\d{1,5}(?:\.\d{1,4})? \/ \d{1,5}(?:\.\d{1,4})?$/],
};

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
      "video",
      "audio",
    ],
    // No on* handlers: sanitize-html drops every attribute not listed here. `style` keeps only
    // ALLOWED_STYLES; data-kg-* are inert notes Ghost leaves on cards.
    allowedAttributes: {
      "*": ["class", "title", "lang", "dir", "style", "data-kg-*"],
      a: ["href", "name", "target", "rel"],
      img: ["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding"],
      source: ["src", "srcset", "sizes", "type", "media"],
      iframe: [
        "src",
        "width",
        "height",
        "title",
        "allow",
        "allowfullscreen",
        "frameborder",
        "loading",
        "referrerpolicy",
      ],
      video: ["src", "poster", "width", "height", "controls", "loop", "muted", "playsinline", "preload"],
      audio: ["src", "controls", "loop", "preload", "aria-label"],
      details: ["open"],
      // A product card's star rating (cards.server.ts names it); `role` may only be "img".
      div: ["role", "aria-label"],
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
    allowedSchemesByTag: {
      img: ["http", "https"],
      source: ["http", "https"],
      iframe: ["https"],
      video: ["http", "https"],
      audio: ["http", "https"],
    },
    allowedSchemesAppliedToAttributes: ["href", "src", "cite", "poster"],
    allowedStyles: { "*": ALLOWED_STYLES },
    allowProtocolRelative: false,
    allowedIframeHostnames: [...ALLOWED_IFRAME_HOSTS],
    allowIframeRelativeUrls: false,
    // script, style, textarea, option: dropped together with their content.
    nonTextTags: ["script", "style", "textarea", "option", "noscript", "template"],
    transformTags: {
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
      iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
      div: (tagName, attribs) => {
        const next = { ...attribs };
        if (next.role !== "img") delete next.role;
        return { tagName, attribs: next };
      },
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

export interface SanitizeOptions {
  /** Which hosts count as this site (tests). */
  ownDomains?: readonly string[];
  /** The CMS's address: links Ghost made absolute on it become links on this site. */
  cmsUrl?: string | null;
}

/** Post HTML with its cards finished (cards.server.ts) and sanitized. */
export function sanitizeBlogHtml(html: string, options: SanitizeOptions = {}): string {
  const shaped = shapeCards(html, { cmsUrl: options.cmsUrl });
  return sanitizeHtml(shaped, options.ownDomains ? buildOptions(options.ownDomains) : DEFAULT_OPTIONS);
}

const INLINE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["a", "b", "strong", "i", "em", "br", "code", "span", "sup", "sub", "s", "del"],
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  transformTags: { a: DEFAULT_OPTIONS.transformTags!.a! },
};

/** A line of text with links and emphasis only (a feature image's caption): no blocks, no styles. */
export function sanitizeInlineHtml(html: string): string {
  return sanitizeHtml(html, INLINE_OPTIONS).trim();
}
