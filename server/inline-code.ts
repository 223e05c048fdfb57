/**
 * A page's Content-Security-Policy allows its inline scripts and styles by their SHA-256 hashes (with
 * 'strict-dynamic' for what they load), not by a nonce. A page is then the same bytes for every
 * visitor, headers included, so the page cache and a CDN can keep it whole (decision record 009).
 *
 * Which inline code is the site's own:
 *  - what React and React Router write (the hydration data, the held-back module script and its
 *    loader, scroll restoration): the render gives it a one-off marker as its nonce
 *    (app/entry.server.tsx), only marked elements are hashed, and the marker is then taken out of the
 *    page. A script that reached the HTML any other way (a post body the sanitizer missed, say) is not
 *    marked, so the browser does not run it.
 *  - the app's constant inline code (the theme and checklist boot scripts, the brand's colours): it is
 *    rendered without a marker and hashed once, here.
 */
import { createHash, randomFillSync } from "node:crypto";
import { ALL_BRANDS, type BrandId } from "~/brands";
import { brandCss } from "~/brands/css";
import { CHECKLIST_BOOT_SCRIPT } from "~/resources/checklist-storage";
import { THEME_BOOT_SCRIPT } from "~/theme/theme";

/** CSP hash sources ("'sha256-…'") for a page's inline `<script>` and `<style>` elements. */
export interface InlineHashes {
  scripts: readonly string[];
  styles: readonly string[];
}

export const NO_INLINE_CODE: InlineHashes = { scripts: [], styles: [] };

/** The CSP hash source of an inline element's text (its UTF-8 bytes, as the browser hashes them). */
export function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

const MARKER_BYTES = 18;
/** Random bytes are drawn from the system in batches; each marker still gets bytes of its own. */
let markerPool = Buffer.alloc(0);
let markerPoolOffset = 0;

/** A render's marker: 18 random bytes as base64url, never escaped in HTML or JSON. */
export function createInlineMarker(): string {
  if (markerPoolOffset + MARKER_BYTES > markerPool.length) {
    markerPool = randomFillSync(Buffer.allocUnsafe(MARKER_BYTES * 256));
    markerPoolOffset = 0;
  }
  const marker = markerPool.toString("base64url", markerPoolOffset, markerPoolOffset + MARKER_BYTES);
  markerPoolOffset += MARKER_BYTES;
  return marker;
}

/** An inline script or style as React writes it: lower-case tags, raw text up to the closing tag. */
const INLINE_ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g;

/**
 * The hashes of the inline scripts and styles in `html` that carry `marker` as their nonce, and the
 * page without the marker.
 */
export function takeMarkedInlineCode(html: string, marker: string): { html: string; hashes: InlineHashes } {
  const attribute = ` nonce="${marker}"`;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, tag, attributes, text] of html.matchAll(INLINE_ELEMENT)) {
    if (!attributes!.includes(attribute) || /\ssrc=/.test(attributes!)) continue;
    (tag === "script" ? scripts : styles).add(hashSource(text!));
  }
  return { html: html.replaceAll(attribute, ""), hashes: { scripts: [...scripts], styles: [...styles] } };
}

const constantHashes = new Map<BrandId, InlineHashes>(
  ALL_BRANDS.map((brand) => [
    brand.id,
    { scripts: [hashSource(THEME_BOOT_SCRIPT), hashSource(CHECKLIST_BOOT_SCRIPT)], styles: [hashSource(brandCss(brand))] },
  ]),
);

/** The brand's constant inline code and the render's marked code, for one page's policy. */
export function pageInlineHashes(brandId: BrandId, marked: InlineHashes): InlineHashes {
  const constant = constantHashes.get(brandId) ?? NO_INLINE_CODE;
  return {
    scripts: [...new Set([...constant.scripts, ...marked.scripts])],
    styles: [...new Set([...constant.styles, ...marked.styles])],
  };
}
