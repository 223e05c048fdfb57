/**
 * Ghost's editor cards as the site serves them. Ghost renders each card to `kg-*` markup that its own
 * themes finish with scripts (toggles, galleries, audio and video players, member sign-up forms); a
 * headless site has to finish them itself. This pass turns that markup into HTML that works without
 * a script, before the sanitizer (sanitize.server.ts) checks every tag, attribute and style value:
 *
 * - toggles become <details>/<summary> (the heading's text is the summary);
 * - gallery images get the flex share of their aspect ratio, so each row has one height (what
 *   Ghost's gallery.js does in the browser);
 * - video and audio cards use the browser's own controls instead of Ghost's script-driven player;
 * - embedded frames keep their shape at any width and always have a title;
 * - a product card's rating is read out ("Rated 4 out of 5"), its image is marked decorative (the
 *   product's name is the title beside it) and its name is a heading at the level of its place;
 * - a sign-up card invites to the contact page: the site has no members to sign up;
 * - inline colours and backgrounds survive only on the cards that set them (header, callout,
 *   sign-up, call-to-action), and text on a coloured background gets a readable colour;
 * - links Ghost made absolute on its own host (a writer's "/contact") point at this site again.
 *
 * Markdown posts (files.server.ts) write the same markup for the cards they support, so both
 * sources pass through here.
 */
import { Element, Text, type ChildNode } from "domhandler";
import { DomUtils, parseDocument } from "htmlparser2";

export interface ShapeCardsOptions {
  /** The CMS's address (GHOST_URL): links to its pages become links on this site. */
  cmsUrl?: string | null;
}

/** Where a sign-up card sends readers instead of a members form. */
export const SIGNUP_CONTACT_PATH = "/contact";
export const SIGNUP_CONTACT_TEXT = "Contact us";

/** Cards whose inline colours and backgrounds are part of the writer's design. */
const COLOURED_CARDS = ["kg-header-card", "kg-callout-card", "kg-signup-card", "kg-cta-card"];
const COLOUR_PROPERTIES = new Set(["color", "background-color", "background-image"]);

function classes(element: Element): string[] {
  return (element.attribs.class ?? "").split(/\s+/).filter(Boolean);
}

function hasClass(element: Element, name: string): boolean {
  return classes(element).includes(name);
}

function byClass(root: ChildNode[] | Element, name: string): Element[] {
  return DomUtils.findAll((element) => hasClass(element, name), Array.isArray(root) ? root : [root]);
}

function byTag(root: Element, name: string): Element[] {
  return DomUtils.findAll((element) => element.name === name, [root]);
}

function ancestors(element: Element): Element[] {
  const found: Element[] = [];
  for (let node = element.parent; node instanceof Element; node = node.parent) found.push(node);
  return found;
}

function insideColouredCard(element: Element): boolean {
  return [element, ...ancestors(element)].some((node) => COLOURED_CARDS.some((name) => hasClass(node, name)));
}

/** `prop: value` pairs of a style attribute, in order (values are checked by the sanitizer). */
export function parseStyle(style: string): Array<[string, string]> {
  const declarations: Array<[string, string]> = [];
  // Split on ';' outside parentheses: url(...) may hold one.
  for (const part of style.split(/;(?![^(]*\))/)) {
    const colon = part.indexOf(":");
    if (colon === -1) continue;
    const property = part.slice(0, colon).trim().toLowerCase();
    const value = part.slice(colon + 1).trim();
    if (property && value) declarations.push([property, value]);
  }
  return declarations;
}

function writeStyle(element: Element, declarations: Array<[string, string]>) {
  if (declarations.length === 0) delete element.attribs.style;
  else element.attribs.style = declarations.map(([property, value]) => `${property}: ${value}`).join("; ");
}

/** An sRGB colour written as #rgb, #rrggbb or rgb()/rgba(), as numbers 0-255; null otherwise. */
export function parseColour(value: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join("") : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/i.exec(
    value.trim(),
  );
  if (!rgb) return null;
  const channels = rgb.slice(1, 4).map(Number);
  return channels.every((channel) => channel <= 255) ? (channels as [number, number, number]) : null;
}

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Black or white, whichever reads better on `background`. */
export function readableTextColour(background: [number, number, number]): "#000000" | "#ffffff" {
  const l = luminance(background);
  // Contrast with black is (l + 0.05) / 0.05, with white 1.05 / (l + 0.05): pick the larger.
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? "#000000" : "#ffffff";
}

/**
 * Inline styles: only the colour and background properties on the cards that set them; all others go
 * (writers' stray styles, Ghost's `display: none` on sign-up cards, `white-space` on text runs).
 * "Accent" means the brand's colour here, not Ghost's: an accent element and the text on an accent
 * card take the stylesheet's brand colours, whatever colours Ghost wrote for its own accent. A
 * background colour without a text colour gets black or white text, so the page's own text colour
 * (light in the dark theme) never lands on a light card.
 */
function keepCardColours(root: ChildNode[]) {
  for (const element of DomUtils.findAll((node) => node.attribs.style !== undefined, root)) {
    let kept = insideColouredCard(element)
      ? parseStyle(element.attribs.style!).filter(([property]) => COLOUR_PROPERTIES.has(property))
      : [];
    const background = kept.find(([property]) => property === "background-color");
    if (hasClass(element, "kg-style-accent")) {
      kept = kept.filter(([property]) => property !== "color" && property !== "background-color");
    } else if (!background && ancestors(element).some((node) => hasClass(node, "kg-style-accent"))) {
      kept = kept.filter(([property]) => property !== "color");
    }
    const colour = background && kept.includes(background) ? parseColour(background[1]) : null;
    if (colour && !kept.some(([property]) => property === "color"))
      kept.push(["color", readableTextColour(colour)]);
    writeStyle(element, kept);
  }
}

function rename(element: Element, name: string) {
  element.name = name;
}

/** Toggle cards open and close with HTML alone. */
function toggles(root: ChildNode[]) {
  for (const card of byClass(root, "kg-toggle-card")) {
    rename(card, "details");
    delete card.attribs["data-kg-toggle-state"];
    for (const icon of byClass(card, "kg-toggle-card-icon")) DomUtils.removeElement(icon);
    for (const heading of byClass(card, "kg-toggle-heading")) rename(heading, "summary");
    // A heading inside <summary> would be read as a heading in the middle of a button.
    for (const text of byClass(card, "kg-toggle-heading-text")) rename(text, "span");
  }
}

function positiveNumber(value: string | undefined): number | null {
  const number = Number(value);
  return value !== undefined && Number.isFinite(number) && number > 0 ? number : null;
}

/** Each gallery image takes the share of its row that its aspect ratio asks for. */
function galleries(root: ChildNode[]) {
  for (const cell of byClass(root, "kg-gallery-image")) {
    const image = DomUtils.findOne((element) => element.name === "img", [cell]);
    const width = positiveNumber(image?.attribs.width);
    const height = positiveNumber(image?.attribs.height);
    if (width && height) writeStyle(cell, [["flex", `${Number((width / height).toFixed(4))} 1 0%`]]);
  }
}

function httpUrl(value: string | undefined): string | null {
  return value && /^https?:\/\//i.test(value.trim()) ? value.trim() : null;
}

function aspectRatio(element: Element) {
  const width = positiveNumber(element.attribs.width);
  const height = positiveNumber(element.attribs.height);
  if (width && height) writeStyle(element, [["aspect-ratio", `${width} / ${height}`]]);
  else delete element.attribs.style;
}

/** Video and audio cards play with the browser's own controls. */
function mediaPlayers(root: ChildNode[]) {
  for (const card of byClass(root, "kg-video-card")) {
    const poster =
      httpUrl(card.attribs["data-kg-custom-thumbnail"]) ?? httpUrl(card.attribs["data-kg-thumbnail"]);
    for (const video of byTag(card, "video")) {
      video.attribs.controls = "";
      video.attribs.preload = "metadata";
      // Looping clips stay muted loops, but start when the reader asks (no motion they did not choose).
      delete video.attribs.autoplay;
      if (poster) video.attribs.poster = poster;
      else delete video.attribs.poster;
      aspectRatio(video);
    }
    for (const name of ["kg-video-overlay", "kg-video-player-container"])
      for (const element of byClass(card, name)) DomUtils.removeElement(element);
  }
  for (const card of byClass(root, "kg-audio-card")) {
    const title = byClass(card, "kg-audio-title").map((element) => DomUtils.textContent(element).trim())[0];
    for (const audio of byTag(card, "audio")) {
      audio.attribs.controls = "";
      audio.attribs.preload = "metadata";
      if (title) audio.attribs["aria-label"] = title;
    }
    for (const element of [...byClass(card, "kg-audio-player"), ...byClass(card, "placeholder")])
      DomUtils.removeElement(element);
    for (const thumbnail of byClass(card, "kg-audio-thumbnail")) {
      if (!httpUrl(thumbnail.attribs.src) || hasClass(thumbnail, "kg-audio-hide"))
        DomUtils.removeElement(thumbnail);
      else thumbnail.attribs.alt = "";
    }
  }
}

/** Embedded frames scale with the column and are named for screen readers. */
function embeds(root: ChildNode[]) {
  for (const frame of DomUtils.findAll((element) => element.name === "iframe", root)) {
    aspectRatio(frame);
    if (!frame.attribs.title?.trim()) frame.attribs.title = "Embedded content";
  }
}

function products(root: ChildNode[]) {
  for (const card of byClass(root, "kg-product-card")) {
    for (const image of byClass(card, "kg-product-card-image")) image.attribs.alt ??= "";
    for (const rating of byClass(card, "kg-product-card-rating")) {
      const stars = byClass(rating, "kg-product-card-rating-star");
      const active = byClass(rating, "kg-product-card-rating-active").length;
      rating.attribs.role = "img";
      rating.attribs["aria-label"] = `Rated ${active} out of ${stars.length}`;
    }
  }
  // Ghost names a call-to-action image "CTA Image"; it only decorates the card's text.
  for (const card of byClass(root, "kg-cta-card"))
    for (const image of byTag(card, "img")) if (image.attribs.alt === "CTA Image") image.attribs.alt = "";
}

/**
 * A product's name is a heading one level below the section it sits in (Ghost always writes h4, which
 * skips levels after an h2). The page's title is its only h1, so the post's own headings start at h2.
 */
function productTitleLevels(root: ChildNode[]) {
  let section = 1;
  for (const element of DomUtils.findAll((node) => /^h[1-6]$/.test(node.name), root)) {
    if (hasClass(element, "kg-product-card-title")) rename(element, `h${Math.min(section + 1, 6)}`);
    else section = Math.max(2, Number(element.name[1]));
  }
}

/** The site has no members: a sign-up card's form becomes a link to the contact page. */
function signups(root: ChildNode[]) {
  for (const form of byClass(root, "kg-signup-card-form")) {
    const button = byClass(form, "kg-signup-card-button")[0];
    const link = new Element(
      "a",
      {
        href: SIGNUP_CONTACT_PATH,
        class: [
          "kg-signup-card-button",
          ...(button && hasClass(button, "kg-style-accent") ? ["kg-style-accent"] : []),
        ].join(" "),
        ...(button?.attribs.style ? { style: button.attribs.style } : {}),
      },
      [new Text(SIGNUP_CONTACT_TEXT)],
    );
    DomUtils.replaceElement(form, new Element("p", { class: "kg-signup-card-action" }, [link]));
  }
}

/** Ghost writes a writer's "/contact" as an absolute link on its own host; it belongs to this site. */
function siteLinks(root: ChildNode[], cmsUrl: string) {
  let cms: URL;
  try {
    cms = new URL(cmsUrl);
  } catch {
    return;
  }
  const base = cms.pathname.replace(/\/+$/, "");
  for (const link of DomUtils.findAll(
    (element) => element.name === "a" && Boolean(element.attribs.href),
    root,
  )) {
    let target: URL;
    try {
      target = new URL(link.attribs.href!);
    } catch {
      continue;
    }
    if (target.origin !== cms.origin || !target.pathname.startsWith(`${base}/`)) continue;
    const path = target.pathname.slice(base.length);
    // Uploaded files, images and media stay on the CMS, which serves them.
    if (path.startsWith("/content/")) continue;
    link.attribs.href = `${path}${target.search}${target.hash}`;
  }
}

/** Ghost card markup finished for this site (see the module comment). Unsafe input stays unsafe: sanitize after. */
export function shapeCards(html: string, options: ShapeCardsOptions = {}): string {
  const document = parseDocument(html);
  const root = document.children;
  // Cards' icons are SVG, which posts do not carry (the stylesheet draws them); dropped here whole,
  // or the sanitizer would keep the text of their <title> elements.
  for (const svg of DomUtils.findAll((element) => element.name === "svg", root)) DomUtils.removeElement(svg);
  keepCardColours(root);
  toggles(root);
  galleries(root);
  mediaPlayers(root);
  embeds(root);
  products(root);
  productTitleLevels(root);
  signups(root);
  if (options.cmsUrl) siteLinks(root, options.cmsUrl);
  return DomUtils.getOuterHTML(root, { encodeEntities: "utf8", emptyAttrs: true });
}
