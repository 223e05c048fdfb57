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
 *  - the app's constant inline code (the theme and checklist boot scripts, the news list's, the search
 *    page's, the contact form's and the home page's blocks', the shell's behaviours, the brand's colours): it is rendered without a marker and hashed once, here.
 */
import { createHash, randomFillSync } from "node:crypto";
import { ALL_BRANDS, type BrandId } from "~/brands";
import { brandCss } from "~/brands/css";
import { checklistScript } from "~/resources/checklist-storage";
import { postListScript } from "~/components/blog/post-list-script";
import { searchPageScript } from "~/components/search/search-page-script";
import { contactFormScript } from "~/components/contact/contact-form-script";
import { heroCarouselScript } from "~/components/home/hero-carousel-script";
import { industriesCarouselScript } from "~/components/home/industries-carousel-script";
import { statsBandScript } from "~/components/home/stats-band-script";
import { taxCalculatorScript } from "~/components/resources/tax-calculator-script";
import { shellBehavioursScript } from "~/shell/layout/behaviours";
import { themeBootScript } from "~/shell/theme/theme";

/** CSP hash sources ("'sha256-…'") for a page's inline `<script>` and `<style>` elements. */
export interface InlineHashes {
  scripts: readonly string[];
  styles: readonly string[];
}

export const NO_INLINE_CODE: InlineHashes = { scripts: [], styles: [] };

/** The CSP hash source of an inline element's text (its UTF-8 bytes, as the browser hashes them). */
export function hashSource(text: string | Buffer): string {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
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

const TAG_OPEN = "<".charCodeAt(0);
const TAG_CLOSE = ">".charCodeAt(0);

/**
 * The hashes of the inline scripts and styles in a rendered page that carry `marker` as their nonce,
 * and the page without the marker. A page is hashed on every render, so this works on its bytes and
 * looks only where the marker is: the element around it, as React writes one, and its text up to the
 * closing tag (React escapes `<` and `>` in attribute values, and nothing inside a script closes it).
 */
export function takeMarkedInlineCode(page: Buffer, marker: string): { body: Buffer; hashes: InlineHashes } {
  const attribute = Buffer.from(` nonce="${marker}"`);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const pieces: Buffer[] = [];
  let kept = 0;
  for (let at = page.indexOf(attribute); at !== -1; at = page.indexOf(attribute, kept)) {
    pieces.push(page.subarray(kept, at));
    kept = at + attribute.length;
    const tagStart = page.lastIndexOf(TAG_OPEN, at);
    const tagEnd = page.indexOf(TAG_CLOSE, kept);
    const opening = page.toString("latin1", tagStart, tagEnd === -1 ? kept : tagEnd);
    const tag = opening.startsWith("<script") ? "script" : opening.startsWith("<style") ? "style" : null;
    // A marked <link>, or a script loaded by src, has no inline text to allow.
    if (!tag || tagEnd === -1 || / src=/.test(opening)) continue;
    const close = page.indexOf(`</${tag}>`, tagEnd);
    if (close === -1) continue;
    (tag === "script" ? scripts : styles).add(hashSource(page.subarray(tagEnd + 1, close)));
  }
  pieces.push(page.subarray(kept));
  return { body: Buffer.concat(pieces), hashes: { scripts: [...scripts], styles: [...styles] } };
}

const constantHashes = new Map<BrandId, InlineHashes>(
  ALL_BRANDS.map((brand) => [
    brand.id,
    {
      scripts: [
        hashSource(themeBootScript()),
        hashSource(shellBehavioursScript()),
        hashSource(checklistScript()),
        hashSource(postListScript()),
        hashSource(searchPageScript()),
        hashSource(contactFormScript()),
        hashSource(heroCarouselScript()),
        hashSource(industriesCarouselScript()),
        hashSource(statsBandScript()),
        hashSource(taxCalculatorScript()),
      ],
      styles: [hashSource(brandCss(brand))],
    },
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
