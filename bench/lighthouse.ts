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
  longTasks: string[];
}

interface LighthouseReport {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  environment?: { hostUserAgent?: string };
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<
    string,
    {
      score: number | null;
      numericValue?: number;
      title: string;
      scoreDisplayMode: string;
      details?: { items?: Array<{ url?: string; startTime?: number; duration?: number }> };
    }
  >;
}

/**
 * Lighthouse's long tasks on its simulated phone, in time order, each as "start+duration what":
 * "document" is the page's own HTML (parsing, style, layout, paint), a file name is that script's work.
 */
function longTasks(report: LighthouseReport, pageUrl: string): string[] {
  const items = report.audits["long-tasks"]?.details?.items ?? [];
  return items
    .filter((item) => item.startTime !== undefined && item.duration !== undefined)
    .sort((a, b) => a.startTime! - b.startTime!)
    .map((item) => {
      const what =
        item.url === pageUrl ? "document" : item.url?.startsWith("http") ? item.url.split("/").pop()! : "unattributable";
      return `${round(item.startTime!)}+${round(item.duration!)} ${what}`;
    });
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART), at times twice running; up to three tries. */
async function runLighthouseWithRetry(
  url: string,
  outputPath: string,
  extraArgs: readonly string[] = [],
): Promise<LighthouseReport> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, outputPath, extraArgs);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`  ${(error as Error).message.split("\n")[0]}; trying again`);
    }
  }
}

function runLighthouse(url: string, outputPath: string, extraArgs: readonly string[]): Promise<LighthouseReport> {
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
        ...extraArgs,
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
    longTasks: longTasks(report, report.finalDisplayedUrl),
  };
}

const pageSlug = (page: string) => (page === "/" ? "home" : page.replace(/^\/|\/$/g, "").replace(/\W+/g, "-"));

type ResultRow = { brand: string; path: string; meetsTargets: boolean } & Record<string, unknown>;

interface PreviousRun {
  runsPerPage: number;
  results: ResultRow[];
  controls?: Control[];
}

/** The last full run, when it used the same number of runs per page. */
function previousRun(runs: number): PreviousRun | null {
  const file = path.join(RESULTS_DIR, "lighthouse.json");
  if (!existsSync(file)) return null;
  const previous = JSON.parse(readFileSync(file, "utf8")) as PreviousRun;
  return previous.runsPerPage === runs ? previous : null;
}

/** Lighthouse `runs` times on one URL: each run's figures, and the Lighthouse and Chrome that took them. */
async function measure(url: string, rawDir: string, slug: string, runs: number, extraArgs: readonly string[] = []) {
  const perRun: RunFigures[] = [];
  let version = "";
  let userAgent = "";
  for (let run = 0; run < runs; run += 1) {
    const report = await runLighthouseWithRetry(url, path.join(rawDir, `${slug}-${run + 1}.json`), extraArgs);
    version = report.lighthouseVersion;
    userAgent = report.environment?.hostUserAgent ?? "";
    perRun.push(figures(report));
  }
  return { perRun, version, userAgent };
}

/** Blocking time varies from run to run on a shared machine: the lowest and highest, beside the median. */
const tbtRange = (perRun: readonly RunFigures[]): [number, number] => [
  round(Math.min(...perRun.map((run) => run.tbtMs))),
  round(Math.max(...perRun.map((run) => run.tbtMs))),
];

/**
 * Control measurements that separate the site's JavaScript from everything else: the same pages with
 * every script file blocked, so that what blocking time remains comes from receiving, parsing, styling,
 * laying out and painting the HTML, and from the browser itself.
 */
interface Control {
  page: string;
  condition: string;
  runs: number;
  performance: number;
  fcpMs: number;
  tbtMs: number;
  tbtRangeMs: [number, number];
  longTasksOfLastRun: string[];
}

const CONTROL_PAGES = ["/", "/services/personal-tax"];

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
        const measured = await measure(url, rawDir, `${brand}-${pageSlug(page)}`, runs);
        ({ version, userAgent } = measured);
        const { perRun } = measured;
        const pick = (key: keyof Omit<RunFigures, "failing" | "longTasks">) => median(perRun.map((run) => run[key]));
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
          tbtRangeMs: tbtRange(perRun),
          fcpMs: round(pick("fcpMs")),
          speedIndexMs: round(pick("speedIndexMs")),
          failingAudits: perRun.at(-1)?.failing ?? {},
          longTasksOfLastRun: perRun.at(-1)?.longTasks ?? [],
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
    const previous = onlyPages.length > 0 ? previousRun(runs) : null;
    const earlier = previous?.results ?? [];
    const rows: ResultRow[] = [
      ...earlier.map((row) => fresh.get(key(row)) ?? row),
      ...results.filter((result) => !earlier.some((row) => key(row) === key(result))),
    ];
    // The controls run with full runs only; a BENCH_PAGES run keeps the last ones.
    const controls: Control[] = previous?.controls ?? [];
    if (!QUICK && onlyPages.length === 0) {
      for (const page of CONTROL_PAGES) {
        const { perRun } = await measure(`${site.origin}${page}`, rawDir, `control-no-js-${pageSlug(page)}`, runs, [
          "--blocked-url-patterns=*.js",
        ]);
        const pick = (key: "performance" | "fcpMs" | "tbtMs") => median(perRun.map((run) => run[key]));
        const control: Control = {
          page,
          condition: "every script file blocked (inline scripts still run)",
          runs: perRun.length,
          performance: pick("performance"),
          fcpMs: round(pick("fcpMs")),
          tbtMs: round(pick("tbtMs")),
          tbtRangeMs: tbtRange(perRun),
          longTasksOfLastRun: perRun.at(-1)?.longTasks ?? [],
        };
        controls.push(control);
        console.log(`  control    ${page.padEnd(44)} without JavaScript: TBT ${control.tbtMs} ms (${control.tbtRangeMs.join("-")})`);
      }
    }
    return writeResult("lighthouse", {
      description:
        "Lighthouse mobile (default simulated throttling), production server on loopback; per page and brand the median of each figure over the runs (after one uncounted warm-up run); tbtRangeMs: the lowest and highest TBT of the runs. failingAudits: audits below full score in the last run; longTasksOfLastRun: its long tasks on the simulated phone, as start+duration (ms) and what ran (document: the HTML's parsing, style, layout and paint). Rows measured again with BENCH_PAGES replace their earlier figures. controls: the same measurement with every script file blocked.",
      lighthouseVersion: version,
      chrome: userAgent,
      quick: QUICK,
      runsPerPage: runs,
      targets: TARGETS,
      pagesMeetingTargets: `${rows.filter((row) => row.meetsTargets).length} of ${rows.length}`,
      results: rows,
      controls,
    });
  } finally {
    await site.stop();
  }
}
