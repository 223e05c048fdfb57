/**
 * Server throughput on loopback with autocannon (50 connections, 20 s; BENCH_QUICK=1: 5 s) for the
 * home page, a service page, /blog and a post: the site (page cache on, as in production), the same
 * site with the page cache off (every request rendered), and the ceiling, a bare Node server
 * answering the same HTML bytes from memory. Resident memory of the site is read after its runs.
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { PORTS, QUICK, REPO_ROOT, firstPostPath, machine, round, startSite, tempDir, watch, writeResult, type RunningServer } from "./lib.ts";

export const THROUGHPUT_TARGETS = { cachedRequestsPerSecond: 1000, p99Ms: 100, residentMb: 250 };

const CONNECTIONS = 50;
const DURATION_SECONDS = QUICK ? 5 : 20;

interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, duration = DURATION_SECONDS): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration });
  return {
    requestsPerSecond: round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Waits until the server has worked off what the last load test left queued. */
async function settle(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const started = performance.now();
    await (await fetch(`${origin}/healthz`)).arrayBuffer();
    if (performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function warm(origin: string, paths: readonly string[]): Promise<void> {
  for (let round = 0; round < 20; round += 1) for (const page of paths) await (await fetch(origin + page)).arrayBuffer();
}

export async function runThroughputBench(): Promise<string> {
  const limits = { SITE_RATE_PER_MINUTE: "10000000" };
  const site = await startSite(PORTS.throughput, limits);
  let uncached: RunningServer | undefined;
  let ceiling: RunningServer | undefined;
  try {
    const post = await firstPostPath(site.origin);
    const paths = ["/", "/services/personal-tax", "/blog", post];
    await warm(site.origin, paths);
    const startRss = site.rssMb();

    // The ceiling serves exactly the bytes the site sends for each page.
    const pagesFile = path.join(tempDir("ceiling"), "pages.json");
    const pages: Record<string, string> = {};
    for (const page of paths) pages[page] = await (await fetch(site.origin + page)).text();
    writeFileSync(pagesFile, JSON.stringify(pages));
    ceiling = await watch(
      spawn(process.execPath, [path.join(REPO_ROOT, "bench", "ceiling-server.ts"), String(PORTS.ceiling), pagesFile], { stdio: ["ignore", "pipe", "pipe"] }),
      PORTS.ceiling,
      "ceiling listening",
    );

    const results = [];
    for (const page of paths) {
      await settle(site.origin);
      const cached = await load(site.origin + page);
      const bare = await load(ceiling.origin + page);
      results.push({
        path: page === post ? `${post} (a post)` : page,
        htmlBytes: Buffer.byteLength(pages[page]!),
        site: cached,
        ceiling: bare,
        siteToCeiling: round(cached.requestsPerSecond / bare.requestsPerSecond, 2),
      });
      console.log(
        `  ${page.padEnd(48)} site ${cached.requestsPerSecond} req/s (p50 ${cached.p50Ms} ms, p99 ${cached.p99Ms} ms)  ceiling ${bare.requestsPerSecond} req/s  ratio ${round(cached.requestsPerSecond / bare.requestsPerSecond, 2)}`,
      );
    }
    const residentMbAfterRun = site.rssMb();
    await site.stop();

    // For comparison: every request rendered by React Router.
    uncached = await startSite(PORTS.uncached, { ...limits, PAGE_CACHE: "off" });
    await warm(uncached.origin, paths);
    const rendered = [];
    for (const page of paths) {
      await settle(uncached.origin);
      const figures = await load(uncached.origin + page, QUICK ? 5 : 10);
      rendered.push({ path: page === post ? `${post} (a post)` : page, ...figures });
      console.log(`  ${page.padEnd(48)} rendered every time: ${figures.requestsPerSecond} req/s (p99 ${figures.p99Ms} ms)`);
    }
    const uncachedRss = uncached.rssMb();

    const worst = results.reduce((low, result) => Math.min(low, result.site.requestsPerSecond), Number.POSITIVE_INFINITY);
    const worstP99 = results.reduce((high, result) => Math.max(high, result.site.p99Ms), 0);
    return writeResult("throughput", {
      description:
        "autocannon on loopback, site and load generator on the same machine. site: production server with its page cache; ceiling: bare Node server answering the same HTML bytes from memory; rendered: the site with PAGE_CACHE=off.",
      machine: machine(),
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      quick: QUICK,
      targets: THROUGHPUT_TARGETS,
      results,
      renderedEveryTime: { durationSeconds: QUICK ? 5 : 10, results: rendered, residentMbAfterRun: uncachedRss },
      residentMb: { afterWarmUp: startRss, afterRun: residentMbAfterRun },
      meetsTargets:
        worst >= THROUGHPUT_TARGETS.cachedRequestsPerSecond &&
        worstP99 < THROUGHPUT_TARGETS.p99Ms &&
        residentMbAfterRun < THROUGHPUT_TARGETS.residentMb,
    });
  } finally {
    await site.stop();
    await uncached?.stop();
    await ceiling?.stop();
  }
}
