/**
 * "A control that is painted works": on a phone profile, the time from the first contentful paint to
 * the moment every control on screen works. Target 0 ms.
 *
 * Each page loads in Chromium at 390 × 844 px with the CPU slowed 4× and a slow network (about
 * 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency), from the page cache as visitors get it. A script
 * added before the page's own watches every frame: a control on screen (visible, in the viewport) that
 * needs the page's JavaScript while React has not hydrated yet is a control that would drop a tap. The
 * figure is the time from first contentful paint to the end of the last frame that showed one.
 *
 * What works without the page's JavaScript: links, `<summary>`, form fields and submit buttons, and
 * buttons that HTML runs (`popovertarget`, `commandfor`). Everything else (a `<button type="button">`,
 * a `role="button"`) counts as working once React has hydrated (`<html data-hydrated>`).
 *
 * BENCH_BASELINE_DIR=/path/to/checkout measures that checkout's build too, in the same run (its own
 * server and build folder), for a before-and-after comparison.
 */
import { chromium, type Browser } from "@playwright/test";
import path from "node:path";
import { CHROMIUM_ARGS } from "../playwright.config.ts";
import { BUILD_DIR, PORTS, QUICK, REPO_ROOT, median, startSite, writeResult, type RunningServer } from "./lib.ts";

export const PHONE = {
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  // Chrome DevTools' "Slow 4G"-like figures the issue names: about 1.6 Mbit/s with 150 ms latency.
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  latencyMs: 150,
} as const;

const RUNS = QUICK ? 1 : 3;
/** A news link far longer than any post address (the 404 page's long-slug recovery). */
const LONG_NEWS_LINK = `/blog/${"ohio-tax-news-".repeat(14)}end`;
const PAGES = ["/", "/services/personal-tax", "/resources/tax-calculator", "/blog", LONG_NEWS_LINK];

interface Sample {
  fcpMs: number;
  hydratedMs: number | null;
  /** FCP to the end of the last frame with a control on screen that could not work yet. */
  brokenAfterFcpMs: number;
  /** Those controls, by their text or label, as seen in that frame. */
  brokenControls: string[];
}

/** Runs in the page before its own scripts: records frames with controls that cannot work yet. */
function watchControls() {
  const w = window as unknown as { __controls: { lastBroken: number; broken: string[]; hydrated: number | null } };
  w.__controls = { lastBroken: -1, broken: [], hydrated: null };
  const NATIVE =
    "a[href], summary, input, select, textarea, label, button[popovertarget], button[commandfor], button[type=submit], form button:not([type])";
  const frame = () => {
    const root = document.documentElement;
    const hydrated = root.dataset.hydrated === "true";
    if (hydrated && w.__controls.hydrated === null) w.__controls.hydrated = performance.now();
    if (!hydrated && document.body) {
      const broken: string[] = [];
      for (const control of document.querySelectorAll<HTMLElement>("button, [role=button]")) {
        if (control.matches(NATIVE)) continue;
        if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth)
          continue;
        broken.push((control.getAttribute("aria-label") ?? control.textContent ?? "").trim().slice(0, 40));
      }
      if (broken.length > 0) {
        w.__controls.lastBroken = performance.now();
        w.__controls.broken = broken;
      }
    }
    if (!hydrated) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function measurePage(browser: Browser, origin: string, pagePath: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.uploadBytesPerSecond,
  });
  await page.addInitScript(watchControls);
  await page.goto(`${origin}${pagePath}`, { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
    timeout: 60_000,
  });
  const result = await page.evaluate(() => {
    const w = window as unknown as { __controls: { lastBroken: number; broken: string[]; hydrated: number | null } };
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
    return { fcp, ...w.__controls };
  });
  await context.close();
  return {
    fcpMs: Math.round(result.fcp),
    hydratedMs: result.hydrated === null ? null : Math.round(result.hydrated),
    brokenAfterFcpMs: result.lastBroken < 0 ? 0 : Math.max(0, Math.round(result.lastBroken - result.fcp)),
    brokenControls: result.lastBroken < 0 ? [] : result.broken,
  };
}

interface Row {
  build: string;
  page: string;
  runs: Sample[];
  medianFcpMs: number;
  medianHydratedMs: number;
  /** The figure: median time from first contentful paint until every control on screen works. */
  medianFcpToControlsWorkMs: number;
}

async function measureBuild(label: string, server: RunningServer, browser: Browser): Promise<Row[]> {
  const rows: Row[] = [];
  for (const pagePath of PAGES) {
    await fetch(`${server.origin}${pagePath}`); // fill the page cache, as for returning traffic
    const runs: Sample[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measurePage(browser, server.origin, pagePath));
    const row: Row = {
      build: label,
      page: pagePath === LONG_NEWS_LINK ? "/blog/<long news link>" : pagePath,
      runs,
      medianFcpMs: median(runs.map((r) => r.fcpMs)),
      medianHydratedMs: median(runs.map((r) => r.hydratedMs ?? Number.NaN)),
      medianFcpToControlsWorkMs: median(runs.map((r) => r.brokenAfterFcpMs)),
    };
    console.log(
      `  ${label.padEnd(9)} ${row.page.padEnd(28)} FCP ${row.medianFcpMs} ms, hydrated ${row.medianHydratedMs} ms, ` +
        `FCP → every control works: ${row.medianFcpToControlsWorkMs} ms` +
        (runs.some((r) => r.brokenControls.length) ? ` (last waiting: ${runs.at(-1)!.brokenControls.join(", ")})` : ""),
    );
    rows.push(row);
  }
  return rows;
}

export async function runControlsReadyBench(): Promise<string> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  const rows: Row[] = [];
  try {
    const site = await startSite(PORTS.controls);
    try {
      rows.push(...(await measureBuild("this", site, browser)));
    } finally {
      await site.stop();
    }
    const baselineDir = process.env.BENCH_BASELINE_DIR;
    if (baselineDir) {
      const baseline = await startSite(PORTS.controlsBaseline, {}, { repoRoot: path.resolve(baselineDir) });
      try {
        rows.push(...(await measureBuild("baseline", baseline, browser)));
      } finally {
        await baseline.stop();
      }
    }
  } finally {
    await browser.close();
  }
  return writeResult("controls-ready", {
    measuredAt: new Date().toISOString(),
    build: path.relative(REPO_ROOT, path.resolve(REPO_ROOT, BUILD_DIR)) || ".",
    baseline: process.env.BENCH_BASELINE_DIR ?? null,
    profile: PHONE,
    runsPerPage: RUNS,
    target: "0 ms from first contentful paint to every control on screen working",
    rows,
  });
}
