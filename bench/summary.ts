/**
 * Markdown tables of the latest figures in bench/results/*.json, for bench/README.md and
 * bench/results/summary.md. `node bench/summary.ts` prints them; `npm run bench` writes summary.md.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { RESULTS_DIR } from "./lib.ts";

// The result files are this repository's own output; their shape is checked where they are written.
// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;

function read(name: string): Json | null {
  const file = path.join(RESULTS_DIR, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Json) : null;
}

const yes = (ok: boolean) => (ok ? "yes" : "**no**");

export function summary(): string {
  const out: string[] = [];
  const lighthouse = read("lighthouse");
  if (lighthouse) {
    out.push(
      `### Lighthouse ${lighthouse.lighthouseVersion}, mobile, median of ${lighthouse.runsPerPage} run(s)`,
      "",
      `${lighthouse.pagesMeetingTargets} page/brand combinations meet every target (performance ≥ ${lighthouse.targets.performance}, LCP ≤ ${lighthouse.targets.lcpMs} ms, CLS ${lighthouse.targets.cls}, TBT ≤ ${lighthouse.targets.tbtMs} ms, accessibility, best practices and SEO 100).`,
      "",
      "| brand | page | perf | a11y | best pr. | SEO | LCP ms | CLS | TBT ms | TBT range ms |",
      "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...(lighthouse.results as Json[]).map(
        (row) =>
          `| ${row.brand} | ${row.path} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpMs} | ${row.cls} | ${row.tbtMs} | ${row.tbtRangeMs?.join("–") ?? "-"} |`,
      ),
      "",
    );
    const controls = (lighthouse.controls ?? []) as Json[];
    if (controls.length > 0) {
      out.push(
        "Controls, the dresdentax brand with every script file blocked (what remains is the HTML's own parsing, style, layout and paint, and the browser):",
        "",
        "| page | perf | FCP ms | TBT ms | TBT range ms |",
        "| --- | ---: | ---: | ---: | ---: |",
        ...controls.map(
          (row) => `| ${row.page} | ${row.performance} | ${row.fcpMs} | ${row.tbtMs} | ${row.tbtRangeMs.join("–")} |`,
        ),
        "",
      );
    }
  }
  const phone = read("phone-cost");
  if (phone) {
    out.push(
      `### A mid-range phone's processor (Chromium ${phone.profile.viewport.width} px, CPU ${phone.profile.cpuSlowdown}× slower, median of ${phone.runsPerPage}, ${phone.measuredAt.slice(0, 10)})`,
      "",
      `Main-thread task time from navigation to ${phone.profile.settleAfterLoadMs / 1000} s after \`load\`, each page as served and with every script blocked (inline scripts too: most of the site's code is inline), in the same run, Chromium driven without DevTools' \`Runtime\` domain (it makes V8 do work a phone does not). Targets: the scripts add ≤ ${phone.targets.scriptsCostMs} ms, no task after first paint ≥ ${phone.targets.longestTaskMs} ms, ≤ ${phone.targets.domNodes} DOM nodes. Absolute figures depend on the machine and its load; compare within a run.`,
      "",
      "| build | brand | page | with scripts ms | scripts blocked ms | the scripts' cost ms | longest task after FCP ms | the same, scripts blocked ms | DOM nodes (elements) | targets met |",
      "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
      ...(phone.rows as Json[]).map(
        (row) =>
          `| ${row.build} | ${row.brand} | ${row.page} | ${row.medianTaskMs} | ${row.medianTaskBlockedMs} | ${row.scriptsCostMs} | ${row.medianLongestTaskAfterFcpMs || "< 50"} | ${row.medianLongestTaskAfterFcpBlockedMs || "< 50"} | ${row.domNodes} (${row.domElements}) | ${yes(row.meetsTargets)} |`,
      ),
      "",
    );
  }
  const throughput = read("throughput");
  if (throughput) {
    out.push(
      `### Throughput (autocannon, ${throughput.connections} connections, ${throughput.durationSeconds} s, loopback, ${throughput.machine.cpus} CPUs)`,
      "",
      "| page | HTML | site req/s | p50 ms | p99 ms | ceiling req/s | site / ceiling | rendered every time req/s |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...(throughput.results as Json[]).map((row, index) => {
        const rendered = throughput.renderedEveryTime.results[index] as Json | undefined;
        return `| ${row.path} | ${Math.round(row.htmlBytes / 1024)} kB | ${row.site.requestsPerSecond} | ${row.site.p50Ms} | ${row.site.p99Ms} | ${row.ceiling.requestsPerSecond} | ${row.siteToCeiling} | ${rendered?.requestsPerSecond ?? "-"} |`;
      }),
      "",
      `Resident memory of the site: ${throughput.residentMb.afterWarmUp} MB after warm-up, ${throughput.residentMb.afterRun} MB after the run. Targets (≥ ${throughput.targets.cachedRequestsPerSecond} req/s cached, p99 < ${throughput.targets.p99Ms} ms, < ${throughput.targets.residentMb} MB) met: ${yes(throughput.meetsTargets)}.`,
      "",
    );
  }
  const contact = read("contact");
  if (contact) {
    out.push(
      `### Contact form (${contact.submissions} submissions, ${contact.clients} concurrent clients, real SMTP server)`,
      "",
      `${contact.requestsPerSecond} req/s, p50 ${contact.latencyMs.p50} ms, p99 ${contact.latencyMs.p99} ms. Acknowledged ${contact.acknowledged} = stored ${contact.stored} = delivered ${contact.delivered} (${contact.distinctSubmissionsDelivered} distinct, all delivered ${contact.secondsUntilAllDelivered} s after the first request). Zero loss: ${yes(contact.zeroLoss)}.`,
      "",
    );
  }
  const cold = read("cold-start");
  if (cold) {
    out.push(
      "### Cold start",
      "",
      `\`npm run serve\` to the first 200 on \`/\`: ${cold.npmRunServeMs} ms (median of ${cold.launches}; \`node server/main.ts\` directly: ${cold.nodeServerMainMs} ms).`,
      "",
    );
  }
  const audit = read("dependency-audit");
  if (audit) out.push("### Dependency audit", "", audit.conclusion, "");
  return out.join("\n");
}

if (import.meta.main) {
  const text = summary();
  writeFileSync(path.join(RESULTS_DIR, "summary.md"), `${text}\n`);
  console.log(text);
}
