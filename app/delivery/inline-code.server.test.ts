import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BRANDS } from "~/brands";
import { brandCss } from "~/brands/css";
import { checklistScript } from "~/resources/checklist-storage";
import { shellBehavioursScript } from "~/shell/layout/behaviours";
import { themeBootScript } from "~/shell/theme/theme";
import { createInlineMarker, hashSource, pageInlineHashes, takeMarkedInlineCode } from "./inline-code.server";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(Buffer.from(text, "utf8")).digest("base64")}'`;

describe("hashSource", () => {
  it("is the CSP hash source of the text's UTF-8 bytes", () => {
    // The example in the CSP specification: alert('Hello, world.');
    expect(hashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    expect(hashSource("a = '1 – 2 ✓'")).toBe(sha256("a = '1 – 2 ✓'"));
  });
});

describe("takeMarkedInlineCode", () => {
  const marker = "M4rker_0123456789abcdef";
  const page =
    `<html><head><style nonce="${marker}">:root{--a:1}</style><style>injected{}</style></head><body>` +
    `<script type="application/ld+json">{"@type":"Organization"}</script>` +
    `<script nonce="${marker}">window.ctx = {"a":"\\u003c/script>"};</script>` +
    `<div><script>alert("from a post")</script></div>` +
    `<script nonce="${marker}" type="text/x-held-module">import "/assets/a.js";</script>` +
    `<script nonce="${marker}" src="/assets/b.js"></script>` +
    `<script nonce="${marker}">window.ctx = {"a":"\\u003c/script>"};</script>` +
    `<script nonce="${marker}">title = "Taxes – done ✓";</script></body></html>`;

  it("hashes each marked inline script and style once, and nothing else", () => {
    const { hashes } = takeMarkedInlineCode(Buffer.from(page), marker);
    expect(hashes.scripts).toEqual([
      sha256('window.ctx = {"a":"\\u003c/script>"};'),
      sha256('import "/assets/a.js";'),
      sha256('title = "Taxes – done ✓";'),
    ]);
    expect(hashes.styles).toEqual([sha256(":root{--a:1}")]);
  });

  it("takes the marker out of the page and changes nothing else", () => {
    const html = takeMarkedInlineCode(Buffer.from(page), marker).body.toString();
    expect(html).not.toContain(marker);
    expect(html).not.toContain("nonce=");
    expect(html).toBe(page.replaceAll(` nonce="${marker}"`, ""));
  });

  it("hashes nothing in a page rendered with another marker", () => {
    expect(takeMarkedInlineCode(Buffer.from(page), "other").hashes).toEqual({ scripts: [], styles: [] });
  });
});

describe("createInlineMarker", () => {
  it("is fresh each time, 24 characters of base64url", () => {
    const markers = new Set(Array.from({ length: 1000 }, createInlineMarker));
    expect(markers.size).toBe(1000);
    for (const marker of markers) expect(marker).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});

describe("pageInlineHashes", () => {
  it("adds the app's constant scripts and the brand's own colours to the page's marked code", () => {
    const marked = { scripts: ["'sha256-bWFya2Vk'"], styles: [] };
    const hashes = pageInlineHashes("brownco", marked);
    // The head's theme and shell scripts, and the checklist's: each runs only if the policy names it.
    for (const script of [themeBootScript(), shellBehavioursScript(), checklistScript()]) {
      expect(hashes.scripts).toContain(sha256(script));
    }
    expect(hashes.scripts).toContain("'sha256-bWFya2Vk'");
    expect(hashes.styles).toEqual([sha256(brandCss(BRANDS.brownco))]);
    expect(pageInlineHashes("payroll", marked).styles).toEqual([sha256(brandCss(BRANDS.payroll))]);
  });
});
