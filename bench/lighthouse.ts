/**
 * Lighthouse 13, mobile (its default: simulated slow 4G and a mid-range phone), on each page for
 * each brand, against the production server on loopback. The median of 3 runs per page
 * (BENCH_QUICK=1: one run on four pages of one brand). Each metric's median is taken on its own.
 * Each page is requested once before its runs, so it is measured as visitors get it: from the page
 * cache (the first visitor after a deploy or every five minutes waits for one render, ~20-50 ms).
 * Full reports go to bench/results/lighthouse/ (not committed); figures to lighthouse.json.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  PORTS,
  QUICK,
  REPO_ROOT,
  RESULTS_DIR,
  firstPostPath,
  median,
  round,
  startSite,
  writeResult,
} from "./lib.ts";

export const TARGETS = {
  performance: 98,
  lcpMs: 1800,
  cls: 0,
  tbtMs: 50,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
].join(" ");

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  failing: Record<string, string[]>;
}

interface LighthouseReport {
  lighthouseVersion: string;
  environment?: { hostUserAgent?: string };
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<
    string,
    { score: number | null; numericValue?: number; title: string; scoreDisplayMode: string }
  >;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); one more try settles it. */
async function runLighthouseWithRetry(url: string, outputPath: string): Promise<LighthouseReport> {
  try {
    return await runLighthouse(url, outputPath);
  } catch (error) {
    console.warn(`  ${(error as Error).message.split("\n")[0]}; trying once more`);
    return runLighthouse(url, outputPath);
  }
}

function runLighthouse(url: string, outputPath: string): Promise<LighthouseReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(REPO_ROOT, "node_modules", ".bin", "lighthouse"),
      [
        url,
        "--output=json",
        `--output-path=${outputPath}`,
        "--only-categories=performance,accessibility,best-practices,seo",
        // The 404 page answers 404, as it should; Lighthouse 13 refuses such pages without this.
        "--ignore-status-code",
        `--chrome-flags=${CHROME_FLAGS}`,
        "--quiet",
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("exit", (code) => {
      if (code !== 0)
        return reject(new Error(`lighthouse ${url} exited with ${code}: ${stderr.slice(-2000)}`));
      resolve(JSON.parse(readFileSync(outputPath, "utf8")) as LighthouseReport);
    });
  });
}

function figures(report: LighthouseReport): RunFigures {
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const failing: Record<string, string[]> = {};
  for (const [category, details] of Object.entries(report.categories)) {
    if (category === "performance") continue;
    const titles = details.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => report.audits[ref.id])
      .filter(
        (audit) => audit && audit.scoreDisplayMode === "binary" && audit.score !== null && audit.score < 1,
      )
      .map((audit) => audit!.title);
    if (titles.length > 0) failing[category] = titles;
  }
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: value("largest-contentful-paint"),
    cls: value("cumulative-layout-shift"),
    tbtMs: value("total-blocking-time"),
    fcpMs: value("first-contentful-paint"),
    speedIndexMs: value("speed-index"),
    failing,
  };
}

type ResultRow = { brand: string; path: string; meetsTargets: boolean } & Record<string, unknown>;

/** The rows of the last full run, when it used the same number of runs per page. */
function previousResults(runs: number): ResultRow[] {
  const file = path.join(RESULTS_DIR, "lighthouse.json");
  if (!existsSync(file)) return [];
  const previous = JSON.parse(readFileSync(file, "utf8")) as { runsPerPage: number; results: ResultRow[] };
  return previous.runsPerPage === runs ? previous.results : [];
}

export async function runLighthouseBench(): Promise<string> {
  const site = await startSite(PORTS.lighthouse, { SITE_RATE_PER_MINUTE: "100000" });
  const rawDir = path.join(RESULTS_DIR, "lighthouse");
  mkdirSync(rawDir, { recursive: true });
  try {
    const post = await firstPostPath(site.origin);
    const allPages = [
      "/",
      "/services",
      "/services/personal-tax",
      "/industries",
      "/blog",
      post,
      "/contact",
      "/resources/tax-calculator",
      "/about-us",
      "/this-page-does-not-exist",
    ];
    const onlyPages = (process.env.BENCH_PAGES ?? "").split(",").filter(Boolean);
    const pages =
      onlyPages.length > 0 ? onlyPages : QUICK ? ["/", "/services", "/blog", "/contact"] : allPages;
    const brands = QUICK ? ["dresdentax"] : ["dresdentax", "brownco", "payroll"];
    const runs = QUICK ? 1 : 3;
    let version = "";
    let userAgent = "";
    const results = [];
    // The first run after the server and the machine start is slow for reasons of its own (the
    // server warming its caches, the first Chrome start): one run, not counted, absorbs that.
    await (await fetch(`${site.origin}${pages[0]}`)).arrayBuffer();
    await runLighthouseWithRetry(`${site.origin}${pages[0]}`, path.join(rawDir, "warm-up.json"));
    for (const brand of brands) {
      for (const page of pages) {
        // The default brand by its own URL; the others by ?domain=, as a visitor's link would carry it.
        const url = `${site.origin}${page}${brand === "dresdentax" ? "" : `${page.includes("?") ? "&" : "?"}domain=${brand}`}`;
        // A page is rendered once and then served from the page cache, as on a site with visitors.
        await (await fetch(url)).arrayBuffer();
        const perRun: RunFigures[] = [];
        for (let run = 0; run < runs; run += 1) {
          const name = page === "/" ? "home" : page.replace(/^\/|\/$/g, "").replace(/\W+/g, "-");
          const slug = `${brand}-${name}-${run + 1}`;
          const report = await runLighthouseWithRetry(url, path.join(rawDir, `${slug}.json`));
          version = report.lighthouseVersion;
          userAgent = report.environment?.hostUserAgent ?? "";
          perRun.push(figures(report));
        }
        const pick = (key: keyof Omit<RunFigures, "failing">) => median(perRun.map((run) => run[key]));
        const result = {
          brand,
          path:
            page === post
              ? `${post} (a post)`
              : page === "/this-page-does-not-exist"
                ? "/this-page-does-not-exist (404)"
                : page,
          runs: perRun.length,
          performance: pick("performance"),
          accessibility: pick("accessibility"),
          bestPractices: pick("bestPractices"),
          seo: pick("seo"),
          lcpMs: round(pick("lcpMs")),
          cls: round(pick("cls"), 3),
          tbtMs: round(pick("tbtMs")),
          fcpMs: round(pick("fcpMs")),
          speedIndexMs: round(pick("speedIndexMs")),
          failingAudits: perRun.at(-1)?.failing ?? {},
        };
        const meets =
          result.performance >= TARGETS.performance &&
          result.lcpMs <= TARGETS.lcpMs &&
          result.cls <= TARGETS.cls &&
          result.tbtMs <= TARGETS.tbtMs &&
          result.accessibility >= TARGETS.accessibility &&
          result.bestPractices >= TARGETS.bestPractices &&
          result.seo >= TARGETS.seo;
        results.push({ ...result, meetsTargets: meets });
        console.log(
          `  ${brand.padEnd(10)} ${result.path.padEnd(44)} perf ${result.performance} a11y ${result.accessibility} bp ${result.bestPractices} seo ${result.seo} ` +
            `LCP ${result.lcpMs} ms CLS ${result.cls} TBT ${result.tbtMs} ms${meets ? "" : "  (below target)"}`,
        );
      }
    }
    // BENCH_PAGES measures some pages again: their rows replace the earlier ones, the others stay.
    const key = (row: { brand: string; path: string }) => `${row.brand} ${row.path}`;
    const fresh = new Map<string, ResultRow>(results.map((result) => [key(result), result]));
    const earlier = onlyPages.length > 0 ? previousResults(runs) : [];
    const rows: ResultRow[] = [
      ...earlier.map((row) => fresh.get(key(row)) ?? row),
      ...results.filter((result) => !earlier.some((row) => key(row) === key(result))),
    ];
    return writeResult("lighthouse", {
      description:
        "Lighthouse mobile (default simulated throttling), production server on loopback; per page and brand the median of each figure over the runs (after one uncounted warm-up run). failingAudits: audits below full score in the last run. Rows measured again with BENCH_PAGES replace their earlier figures.",
      lighthouseVersion: version,
      chrome: userAgent,
      quick: QUICK,
      runsPerPage: runs,
      targets: TARGETS,
      pagesMeetingTargets: `${rows.filter((row) => row.meetsTargets).length} of ${rows.length}`,
      results: rows,
    });
  } finally {
    await site.stop();
  }
}
