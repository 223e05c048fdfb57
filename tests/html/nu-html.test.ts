/**
 * Every page passes the W3C Nu Html Checker with 0 errors: each route of STATIC_ROUTES for every
 * brand, plus a blog post, a blog tag page and the 404 page, as the production server sends them
 * (`node server/main.ts` on a free port). The pages are written to a temporary folder and checked in
 * one run of vnu.jar; the test fails listing each error under its page.
 *
 * A page known to be invalid is checked in the same run: if vnu stopped reporting it, this test would
 * be passing without checking anything. Messages in which the checker is wrong (valid CSS it does not
 * know yet) are listed with their reason in vnu.ts, CHECKER_FALSE_POSITIVES, and nowhere else.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_BRANDS } from "../../app/brands";
import { startSiteProcess, type SiteProcess } from "../integration/server-harness";
import { STATIC_ROUTES, withBrand } from "../support/routes";
import {
  CHECKER_FALSE_POSITIVES,
  checkHtmlFolder,
  describeMessage,
  isCheckerFalsePositive,
  type VnuMessage,
} from "./vnu";

/** A page to check: its address on the site and the status the server must answer. */
interface CheckedPage {
  path: string;
  status: 200 | 404;
}

const CANARY_FILE = "known-invalid.html";
/**
 * A heading inside <address> (the error this check first found in the footer), a <div> inside a
 * <span>, and valid CSS the checker does not know yet (CHECKER_FALSE_POSITIVES).
 */
const CANARY_HTML =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Known invalid</title></head>' +
  "<body><address><h2>Office</h2></address><span><div>block in inline</div></span>" +
  '<button type="button" popovertarget="menu" style="anchor-name:--menu">Menu</button>' +
  '<ul id="menu" popover="auto" style="position-anchor:--menu"><li>Item</li></ul></body></html>';

let site: SiteProcess;
const folder = mkdtempSync(path.join(tmpdir(), "nu-html-"));
/** Every checked page's file in the folder, by its path on the site. */
const files = new Map<string, string>();
let messages: VnuMessage[] = [];

async function fetchPage(page: CheckedPage): Promise<string> {
  const response = await fetch(new URL(page.path, site.origin), { redirect: "manual" });
  const html = await response.text();
  if (response.status !== page.status) {
    throw new Error(`${page.path} answered ${response.status}, expected ${page.status}`);
  }
  return html;
}

/** The first link in `html` whose address matches `pattern` (with the brand's ?domain= kept). */
function firstLink(html: string, pattern: RegExp, what: string): string {
  for (const [, href] of html.matchAll(/href="([^"]+)"/g)) {
    const decoded = href!.replaceAll("&amp;", "&");
    if (pattern.test(decoded)) return decoded;
  }
  throw new Error(`no ${what} link found`);
}

/** Every page to check for one brand; the blog post and tag are the first ones the blog links to. */
async function pagesOf(brand: (typeof ALL_BRANDS)[number]): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const route of STATIC_ROUTES) {
    const page = withBrand(route, brand.id);
    pages.set(page, await fetchPage({ path: page, status: 200 }));
  }
  const blog = pages.get(withBrand("/blog", brand.id))!;
  const post = firstLink(blog, /^\/blog\/(?!tag\/)[^/?]+/, "blog post");
  const postHtml = await fetchPage({ path: post, status: 200 });
  pages.set(post, postHtml);
  const tag = firstLink(postHtml, /^\/blog\/tag\/[^/?]+/, "blog tag");
  pages.set(tag, await fetchPage({ path: tag, status: 200 }));
  const missing = withBrand("/no-such-page-for-the-html-check", brand.id);
  pages.set(missing, await fetchPage({ path: missing, status: 404 }));
  return pages;
}

function fileNameFor(pagePath: string): string {
  return `${pagePath.replace(/^\//, "").replace(/[^a-z0-9-]+/gi, "_") || "home"}.html`;
}

beforeAll(async () => {
  site = await startSiteProcess();
  for (const brand of ALL_BRANDS) {
    for (const [pagePath, html] of await pagesOf(brand)) {
      const file = fileNameFor(pagePath);
      writeFileSync(path.join(folder, file), html);
      files.set(pagePath, file);
    }
  }
  writeFileSync(path.join(folder, CANARY_FILE), CANARY_HTML);
  messages = await checkHtmlFolder(folder);
}, 300_000);

afterAll(async () => {
  await site?.stop();
  rmSync(folder, { recursive: true, force: true });
});

function messagesFor(file: string): VnuMessage[] {
  const url = pathToFileURL(path.join(folder, file)).href;
  // vnu writes `file:/tmp/...` (one slash) where Node writes `file:///tmp/...`.
  return messages.filter(
    (message) => message.url?.replace(/^file:\/+/, "/") === url.replace(/^file:\/+/, "/"),
  );
}

describe("W3C Nu Html Checker", () => {
  it("checks every route of every brand, a blog post, a blog tag page and the 404 page", () => {
    expect(files.size).toBe(ALL_BRANDS.length * (STATIC_ROUTES.length + 3));
  });

  it("reports the errors of a page known to be invalid (so the check can fail)", () => {
    const reported = messagesFor(CANARY_FILE).filter((message) => !isCheckerFalsePositive(message));
    expect(reported.map((message) => message.message)).toEqual([
      expect.stringContaining("“h2” must not appear as a descendant of the “address” element"),
      expect.stringContaining("Element “div” not allowed as child of element “span”"),
    ]);
  });

  it("still needs each documented checker false positive (remove a rule that matches nothing)", () => {
    const canary = messagesFor(CANARY_FILE);
    for (const rule of CHECKER_FALSE_POSITIVES) {
      expect(
        canary.some((message) => rule.message.test(message.message)),
        `the checker no longer reports ${String(rule.message)}`,
      ).toBe(true);
    }
  });

  it("finds 0 errors in every page", () => {
    const known = new Set([...files.values(), CANARY_FILE].map((file) => messagesFor(file)).flat());
    const unplaced = messages.filter((message) => !known.has(message) && !isCheckerFalsePositive(message));
    const report = [...files]
      .map(([pagePath, file]) => ({
        pagePath,
        errors: messagesFor(file).filter((message) => !isCheckerFalsePositive(message)),
      }))
      .filter(({ errors }) => errors.length > 0)
      .map(
        ({ pagePath, errors }) => `${pagePath}\n${errors.map((e) => `    ${describeMessage(e)}`).join("\n")}`,
      );
    if (unplaced.length > 0)
      report.push(`(no page)\n${unplaced.map((e) => `    ${describeMessage(e)}`).join("\n")}`);
    expect(report, `Nu Html Checker errors:\n${report.join("\n")}`).toEqual([]);
  });
});
