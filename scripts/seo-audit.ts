/**
 * Lighthouse's SEO category on every page of every brand: the fixed routes, every post and every
 * tag (read from each brand's /sitemap.xml), each opened with `?domain=<brand>`. Prints each page's
 * score and the audits that did not pass, and exits with 1 unless every page scores 100.
 *
 * Start a production server with indexing allowed first, then:
 *   BUILD_DIR=.cache/build-x PORT=3850 NODE_ENV=production ALLOW_INDEXING=true npm exec -- node server/main.ts &
 *   npm exec -- node scripts/seo-audit.ts http://127.0.0.1:3850 [brand ...]
 *
 * Writes the full results to .cache/seo-audit-<brands>.json. Needs Chromium at /usr/bin/chromium (or
 * CHROME_PATH). One run takes 5-30 s per page depending on the machine; to go faster, run one process
 * per brand side by side (Lighthouse must not run twice in one process).
 */
import { mkdir, writeFile } from "node:fs/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const BRAND_IDS = ["dresdentax", "brownco", "payroll"];

const [base = "http://127.0.0.1:3850", ...brandArgs] = process.argv.slice(2);
const brands = brandArgs.length > 0 ? brandArgs : BRAND_IDS;
for (const brand of brands) {
  if (!BRAND_IDS.includes(brand)) {
    console.error(`Unknown brand "${brand}": use ${BRAND_IDS.join(", ")}`);
    process.exit(2);
  }
}

/** Paths of a brand's sitemap (its URLs are on the brand's domain; only the path is audited here). */
async function sitemapPaths(brand: string): Promise<string[]> {
  const response = await fetch(`${base}/sitemap.xml?domain=${brand}`);
  if (!response.ok) throw new Error(`${base}/sitemap.xml?domain=${brand} answered ${response.status}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!.replace(/&amp;/g, "&")).pathname,
  );
}

interface PageResult {
  brand: string;
  path: string;
  score: number | null;
  failed: { id: string; title: string; details: unknown }[];
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
  ],
});

const results: PageResult[] = [];
try {
  for (const brand of brands) {
    for (const path of await sitemapPaths(brand)) {
      const url = `${base}${path}?domain=${brand}`;
      // SEO audits read the loaded page; no throttling or screenshots are needed (much faster).
      const run = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ["seo"],
        logLevel: "error",
        output: "json",
        formFactor: "desktop",
        screenEmulation: { disabled: true },
        throttlingMethod: "provided",
        disableFullPageScreenshot: true,
        skipAboutBlank: true,
      });
      const lhr = run?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      const seo = lhr.categories.seo;
      const failed = (seo?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id]!)
        .filter((audit) => audit.score !== null && audit.score < 1)
        .map((audit) => ({ id: audit.id, title: audit.title, details: audit.details }));
      const score = seo?.score === null || seo?.score === undefined ? null : Math.round(seo.score * 100);
      results.push({ brand, path, score, failed });
      console.log(
        `${String(score ?? "--").padStart(3)}  ${brand.padEnd(10)} ${path}${failed.length ? `  (${failed.map((audit) => audit.id).join(", ")})` : ""}`,
      );
    }
  }
} finally {
  await chrome.kill();
}

await mkdir(".cache", { recursive: true });
const report = `.cache/seo-audit-${brands.join("-")}.json`;
await writeFile(report, JSON.stringify(results, null, 2));
const below = results.filter((result) => result.score !== 100);
console.log(`\n${results.length} pages audited; ${below.length} below 100. Details: ${report}`);
process.exit(below.length === 0 ? 0 : 1);
