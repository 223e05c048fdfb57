/**
 * React Router's scripts are held back until a page has loaded and painted (app/delivery/deferred-scripts.server.ts),
 * by rewriting the framework's HTML as it streams. This checks the rewrite against the framework's real
 * markup, on the production build: if an upgrade changes that markup so the rewrite no longer finds it,
 * module preloads or a module script reach the page, or the loader misses the hydration entry, and this fails.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HELD_MODULE_TYPE } from "~/delivery/deferred-scripts.server";
import { PAGE_REACT_RUNS } from "../support/routes";
import { CLIENT_DIR, skipWithoutBuild, startSiteProcess, type SiteProcess } from "./server-harness";

const skip = skipWithoutBuild("deferred-scripts");
/** The pages that run React: those answered with an error status. */
const PAGES = ["/no-such-page", "/no-such-page?domain=brownco", PAGE_REACT_RUNS];
/** Pages without React (decision record 010): the framework writes nothing for the browser to run. */
const PAGES_WITHOUT_REACT = [
  "/",
  "/services/personal-tax?domain=brownco",
  "/privacy-policy",
  "/blog",
  "/contact",
  "/resources/tax-calculator?wages=52000",
];
const HELD_AND_LOADER = new RegExp(
  `<script type="${HELD_MODULE_TYPE}">([\\s\\S]*?)</script><script>\\(function\\(held,preloads\\)([\\s\\S]*?)</script>`,
  "g",
);

describe.skipIf(skip)("held-back scripts on the framework's real markup", () => {
  let site: SiteProcess;
  beforeAll(async () => {
    site = await startSiteProcess();
  });
  afterAll(() => site?.stop());

  it.each(PAGES)(
    "%s: no module preload or module script; one loader with the hydration entry",
    async (page) => {
      const html = await (await fetch(`${site.origin}${page}`)).text();
      expect(html).not.toMatch(/<link\b[^>]*modulepreload/i);
      expect(html).not.toMatch(/<script\b[^>]*type=["']?module/i);
      const loaders = [...html.matchAll(HELD_AND_LOADER)];
      expect(loaders).toHaveLength(1);
      const [, source, body] = loaders[0]!;
      const preloads = JSON.parse(/,(\[[^\]]*\])\)$/.exec(body!)![1]!) as string[];
      // The module source React Router wrote: it imports the route modules and starts hydration.
      expect(source).toMatch(/import\(["']\/assets\/entry\.client-[\w-]+\.js["']\)/);
      expect(preloads.length).toBeGreaterThan(2);
      for (const href of preloads) {
        expect(href).toMatch(/^\/assets\/[\w.-]+\.js$/);
        expect(existsSync(path.join(CLIENT_DIR, href)), href).toBe(true);
      }
    },
  );

  it.each(PAGES_WITHOUT_REACT)("%s: no loader, no hydration data, no module at all", async (page) => {
    const html = await (await fetch(`${site.origin}${page}`)).text();
    expect(html).toContain("data-without-react");
    expect(html).not.toMatch(HELD_AND_LOADER);
    expect(html).not.toMatch(/<link\b[^>]*modulepreload/i);
    expect(html).not.toMatch(/<script\b[^>]*type=["']?module/i);
    expect(html).not.toContain("__reactRouterContext");
    expect(html).toContain('<script type="speculationrules">');
  });
});
