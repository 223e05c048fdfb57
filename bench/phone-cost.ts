/**
 * What a page costs a mid-range phone's processor, and how much of it is the page's scripts.
 *
 * Each page loads in Chromium at 412 × 915 px with the CPU slowed 4× (no network throttling: this is
 * about the processor), from the page cache as visitors get it, twice in the same run: as served, and
 * with every script blocked, inline scripts as well as files (what is left is the markup's own parsing,
 * style, layout and paint). Most of the site's code is inline (decision 010): blocking only script files
 * would leave it running in the control and out of the scripts' cost. Inline scripts are refused by a
 * Content-Security-Policy added to the document's response, not by turning scripting off, which would
 * show the page's `<noscript>` pictures instead.
 * The browser is driven without Playwright, which would enable DevTools' `Runtime` domain and so make
 * V8 do work a phone does not (bench/bare-chromium.ts).
 * For each load:
 *  - main-thread task time (`Performance.getMetrics` TaskDuration) from navigation to 6 s after `load`;
 *  - the longest main-thread task after first contentful paint (a `longtask` observer added before the
 *    page's own scripts; tasks under 50 ms are not reported, so "< 50" means none was 50 ms or longer);
 *  - DOM nodes once the page has settled: every node (elements, text, comments), and elements alone
 *    (what Lighthouse's DOM size counts). The target holds the stricter count, all nodes, to 1,500.
 * The scripts' cost is the median with scripts minus the median with scripts blocked, same page, same run.
 * With a baseline, its loads take turns with this build's, page by page and run by run.
 * Absolute figures move with the machine (and with what else it is doing); the difference is the figure.
 *
 *   BENCH_ONLY=phone-cost npm run bench
 *   BENCH_PAGES=/,/blog BENCH_BRANDS=dresdentax BENCH_ONLY=phone-cost npm run bench
 *   BENCH_BASELINE_DIR=../other-checkout   the same pages on that checkout's build, in the same run
 */
import path from "node:path";
import { CHROMIUM_ARGS } from "../playwright.config.ts";
import { launchBareChromium, type BareChromium, type BarePage } from "./bare-chromium.ts";
import {
  BUILD_DIR,
  PORTS,
  QUICK,
  REPO_ROOT,
  machine,
  median,
  sleep,
  startSite,
  writeResult,
  type RunningServer,
} from "./lib.ts";

export const PHONE_CPU = {
  viewport: { width: 412, height: 915 },
  cpuSlowdown: 4,
  settleAfterLoadMs: 6_000,
} as const;
export const TARGETS = { scriptsCostMs: 300, longestTaskMs: 50, domNodes: 1_500 } as const;

const RUNS = QUICK ? 1 : 3;
const DEFAULT_PAGES = ["/", "/services/personal-tax", "/blog", "/resources/tax-calculator", "/contact"];
const PAGES = (process.env.BENCH_PAGES ?? "")
  .split(",")
  .map((p) => p.trim())
  .filter(Boolean);
const BRANDS = (process.env.BENCH_BRANDS ?? "dresdentax,brownco,payroll")
  .split(",")
  .map((b) => b.trim())
  .filter(Boolean);

interface Load {
  taskMs: number;
  scriptMs: number;
  /** Longest task after first contentful paint; 0 when none reached 50 ms. */
  longestTaskAfterFcpMs: number;
  fcpMs: number;
  domElements: number;
  /** Every DOM node of the page (elements, text, comments), as `Performance.getMetrics` counts them. */
  domNodes: number;
}

/**
 * Runs in the page before its own scripts, even where they are blocked (DevTools' injected scripts are
 * not the page's): watches the long tasks. Entries not yet given to the callback wait in `takeRecords()`.
 */
function watchLongTasks() {
  const seen: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => {
    seen.push(...list.getEntries());
  });
  observer.observe({ type: "longtask", buffered: true });
  (window as unknown as { __longTasks: () => PerformanceEntry[] }).__longTasks = () => [
    ...seen,
    ...observer.takeRecords(),
  ];
}

/**
 * Answers the paused document request with its own response and a second Content-Security-Policy that
 * allows no script: neither script files nor inline scripts run (both policies apply). Scripting stays
 * on, so the page is still the one a visitor with JavaScript gets, not its `<noscript>` version. (The
 * body is handed over decoded, hence no Content-Encoding; `Fetch.continueResponse` does not apply new
 * headers.)
 */
async function answerWithoutScripts(page: BarePage, paused: Record<string, unknown>): Promise<void> {
  const { requestId } = paused;
  const headers = (paused.responseHeaders ?? []) as { name: string; value: string }[];
  const { body, base64Encoded } = await page.send<{ body: string; base64Encoded: boolean }>(
    "Fetch.getResponseBody",
    { requestId },
  );
  await page.send("Fetch.fulfillRequest", {
    requestId,
    responseCode: paused.responseStatusCode,
    responseHeaders: [
      ...headers.filter(({ name }) => !/^content-(encoding|length)$/i.test(name)),
      { name: "Content-Security-Policy", value: "script-src 'none'" },
    ],
    body: base64Encoded ? body : Buffer.from(body).toString("base64"),
  });
}

async function loadOnce(browser: BareChromium, url: string, blockScripts: boolean): Promise<Load> {
  const page = await browser.newPage();
  await page.send("Page.enable");
  await page.send("Performance.enable");
  // The document's own policy then refuses every script, files and inline alike (answerWithoutScripts).
  if (blockScripts) {
    await page.send("Fetch.enable", { patterns: [{ resourceType: "Document", requestStage: "Response" }] });
  }
  await page.send("Emulation.setDeviceMetricsOverride", {
    ...PHONE_CPU.viewport,
    deviceScaleFactor: 1,
    mobile: true,
  });
  await page.send("Emulation.setTouchEmulationEnabled", { enabled: true });
  await page.send("Emulation.setCPUThrottlingRate", { rate: PHONE_CPU.cpuSlowdown });
  await page.send("Page.addScriptToEvaluateOnNewDocument", { source: `(${watchLongTasks.toString()})()` });
  const metric = async (name: string) => {
    const { metrics } = await page.send<{ metrics: { name: string; value: number }[] }>(
      "Performance.getMetrics",
    );
    return metrics.find((m) => m.name === name)?.value ?? 0;
  };
  const taskBefore = await metric("TaskDuration");
  const scriptBefore = await metric("ScriptDuration");
  const loaded = page.once("Page.loadEventFired", 120_000);
  const paused = blockScripts ? page.once("Fetch.requestPaused", 120_000) : undefined;
  const navigated = page.send("Page.navigate", { url });
  if (paused) await answerWithoutScripts(page, await paused);
  await navigated;
  await loaded;
  await sleep(PHONE_CPU.settleAfterLoadMs);
  const taskMs = ((await metric("TaskDuration")) - taskBefore) * 1000;
  const scriptMs = ((await metric("ScriptDuration")) - scriptBefore) * 1000;
  await page.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  const inPage = await page.evaluate<{
    fcp: number;
    longest: number;
    elements: number;
    nodes: number;
  }>(`(() => {
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
    const after = window.__longTasks().filter((task) => task.startTime + task.duration > fcp).map((task) => task.duration);
    const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
    let nodes = 0;
    while (walker.nextNode()) nodes++;
    return { fcp, longest: after.length ? Math.max(...after) : 0, elements: document.getElementsByTagName("*").length, nodes };
  })()`);
  await page.close();
  return {
    taskMs: Math.round(taskMs),
    scriptMs: Math.round(scriptMs),
    longestTaskAfterFcpMs: Math.round(inPage.longest),
    fcpMs: Math.round(inPage.fcp),
    domElements: inPage.elements,
    domNodes: inPage.nodes,
  };
}

export interface PhoneCostRow {
  build: string;
  brand: string;
  page: string;
  withScripts: Load[];
  scriptsBlocked: Load[];
  medianTaskMs: number;
  medianTaskBlockedMs: number;
  /** The figure: what the scripts add to the main thread, median minus median. */
  scriptsCostMs: number;
  medianLongestTaskAfterFcpMs: number;
  /** The same with every script blocked, inline too: a long task here is the markup's own (style, layout, paint). */
  medianLongestTaskAfterFcpBlockedMs: number;
  domElements: number;
  domNodes: number;
  meetsTargets: boolean;
}

interface Build {
  label: string;
  server: RunningServer;
}

function rowOf(
  label: string,
  brand: string,
  pagePath: string,
  withScripts: Load[],
  scriptsBlocked: Load[],
): PhoneCostRow {
  const medianTaskMs = median(withScripts.map((l) => l.taskMs));
  const medianTaskBlockedMs = median(scriptsBlocked.map((l) => l.taskMs));
  const row: PhoneCostRow = {
    build: label,
    brand,
    page: pagePath,
    withScripts,
    scriptsBlocked,
    medianTaskMs,
    medianTaskBlockedMs,
    scriptsCostMs: medianTaskMs - medianTaskBlockedMs,
    medianLongestTaskAfterFcpMs: median(withScripts.map((l) => l.longestTaskAfterFcpMs)),
    medianLongestTaskAfterFcpBlockedMs: median(scriptsBlocked.map((l) => l.longestTaskAfterFcpMs)),
    domElements: Math.max(...withScripts.map((l) => l.domElements)),
    domNodes: Math.max(...withScripts.map((l) => l.domNodes)),
    meetsTargets: false,
  };
  row.meetsTargets =
    row.scriptsCostMs <= TARGETS.scriptsCostMs &&
    row.medianLongestTaskAfterFcpMs <= TARGETS.longestTaskMs &&
    row.domNodes <= TARGETS.domNodes;
  console.log(
    `  ${label.padEnd(8)} ${brand.padEnd(10)} ${pagePath.padEnd(28)} tasks ${medianTaskMs} ms, blocked ${medianTaskBlockedMs} ms, ` +
      `scripts ${row.scriptsCostMs} ms, longest after FCP ${row.medianLongestTaskAfterFcpMs || "< 50"} ms ` +
      `(blocked ${row.medianLongestTaskAfterFcpBlockedMs || "< 50"} ms), ${row.domNodes} nodes (${row.domElements} elements)`,
  );
  return row;
}

/**
 * Every page of every brand on each build. The loads take turns, page by page and run by run (this
 * build with scripts, then blocked, then the baseline's two), so a change in the machine's load falls
 * on every figure alike and the builds compare within minutes, not a quarter of an hour apart.
 */
async function measure(
  builds: readonly Build[],
  browser: BareChromium,
  pages: string[],
): Promise<PhoneCostRow[]> {
  const rows: PhoneCostRow[] = [];
  for (const brand of BRANDS) {
    for (const pagePath of pages) {
      const query = brand === "dresdentax" ? "" : `${pagePath.includes("?") ? "&" : "?"}domain=${brand}`;
      const urls = builds.map((build) => `${build.server.origin}${pagePath}${query}`);
      for (const url of urls) await fetch(url); // fill the page cache, as for returning traffic
      const loads = builds.map(() => ({ withScripts: [] as Load[], scriptsBlocked: [] as Load[] }));
      for (let run = 0; run < RUNS; run++) {
        for (const [index, url] of urls.entries()) {
          loads[index]!.withScripts.push(await loadOnce(browser, url, false));
          loads[index]!.scriptsBlocked.push(await loadOnce(browser, url, true));
        }
      }
      for (const [index, build] of builds.entries()) {
        rows.push(
          rowOf(build.label, brand, pagePath, loads[index]!.withScripts, loads[index]!.scriptsBlocked),
        );
      }
    }
  }
  return rows;
}

export async function runPhoneCostBench(): Promise<string> {
  const pages = PAGES.length > 0 ? PAGES : DEFAULT_PAGES;
  const browser = await launchBareChromium(process.env.CHROME_PATH ?? "/usr/bin/chromium", CHROMIUM_ARGS);
  const rows: PhoneCostRow[] = [];
  try {
    const builds: Build[] = [{ label: "this", server: await startSite(PORTS.phoneCost) }];
    try {
      const baselineDir = process.env.BENCH_BASELINE_DIR;
      if (baselineDir) {
        const server = await startSite(PORTS.phoneCostBaseline, {}, { repoRoot: path.resolve(baselineDir) });
        builds.push({ label: "baseline", server });
      }
      rows.push(...(await measure(builds, browser, pages)));
    } finally {
      for (const build of builds) await build.server.stop();
    }
  } finally {
    await browser.close();
  }
  return writeResult("phone-cost", {
    measuredAt: new Date().toISOString(),
    machine: machine(),
    build: path.relative(REPO_ROOT, path.resolve(REPO_ROOT, BUILD_DIR)) || ".",
    baseline: process.env.BENCH_BASELINE_DIR ?? null,
    profile: PHONE_CPU,
    runsPerPage: RUNS,
    targets: TARGETS,
    rows,
  });
}
