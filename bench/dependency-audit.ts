/**
 * Dependency audit of the production dependencies (issue 9): `npm audit --omit=dev` must report no
 * high or critical issue. When the registry's audit endpoint cannot be reached (this machine's
 * network allows only GET to the registry), `npm audit signatures` is tried, and the installed
 * versions of the packages with past advisories are checked against the versions that fixed them.
 * Everything is recorded in bench/results/dependency-audit.json.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT, writeResult } from "./lib.ts";

/**
 * Past advisories on packages the production build installs, and the first fixed version.
 * Reviewed for this repository's lockfile; extend when a dependency is added.
 */
const KNOWN_ADVISORIES: ReadonlyArray<{ name: string; advisory: string; severity: string; fixedIn: string }> = [
  { name: "react-router", advisory: "CVE-2025-43864 cache poisoning through the SPA-mode header", severity: "high", fixedIn: "7.5.2" },
  { name: "react-router", advisory: "CVE-2025-43865 pre-rendered data spoofing", severity: "high", fixedIn: "7.5.2" },
  { name: "@react-router/express", advisory: "CVE-2025-31137 URL spoofing through Host / X-Forwarded-Port", severity: "high", fixedIn: "7.4.1" },
  { name: "express", advisory: "CVE-2024-43796 XSS in res.redirect", severity: "low", fixedIn: "5.0.0" },
  { name: "body-parser", advisory: "CVE-2024-45590 denial of service with url encoding", severity: "high", fixedIn: "2.0.0" },
  { name: "path-to-regexp", advisory: "CVE-2024-45296 backtracking regular expressions", severity: "high", fixedIn: "8.0.0" },
  { name: "send", advisory: "CVE-2024-43799 template injection leading to XSS", severity: "low", fixedIn: "1.1.0" },
  { name: "serve-static", advisory: "CVE-2024-43800 template injection leading to XSS", severity: "low", fixedIn: "2.1.0" },
  { name: "cookie", advisory: "CVE-2024-47764 out-of-bounds characters in cookie name, path, domain", severity: "low", fixedIn: "0.7.0" },
  { name: "qs", advisory: "CVE-2022-24999 prototype pollution", severity: "high", fixedIn: "6.10.3" },
  { name: "on-headers", advisory: "CVE-2025-7339 HTTP response header manipulation", severity: "low", fixedIn: "1.1.0" },
  { name: "debug", advisory: "CVE-2017-16137 regular expression denial of service", severity: "moderate", fixedIn: "2.6.9" },
  { name: "nodemailer", advisory: "GHSA-mm7p-fcc7-pg87 email to an unintended domain (interpretation conflict)", severity: "moderate", fixedIn: "7.0.7" },
  { name: "nodemailer", advisory: "GHSA-9h6g-pr28-7cqp regular expression denial of service", severity: "moderate", fixedIn: "6.9.9" },
  { name: "sanitize-html", advisory: "CVE-2024-21501 information exposure through style attributes", severity: "moderate", fixedIn: "2.12.1" },
  { name: "postcss", advisory: "CVE-2023-44270 line return parsing error", severity: "moderate", fixedIn: "8.4.31" },
  { name: "nanoid", advisory: "CVE-2024-55565 predictable results with non-integer values", severity: "moderate", fixedIn: "3.3.8" },
  { name: "marked", advisory: "CVE-2022-21680 / CVE-2022-21681 regular expression denial of service", severity: "high", fixedIn: "4.0.10" },
  { name: "yaml", advisory: "CVE-2023-2251 uncaught exception on malformed input", severity: "high", fixedIn: "2.2.2" },
  { name: "semver", advisory: "CVE-2022-25883 regular expression denial of service", severity: "moderate", fixedIn: "7.5.2" },
  { name: "cross-spawn", advisory: "CVE-2024-21538 regular expression denial of service", severity: "high", fixedIn: "7.0.5" },
];

/** React Server Components packages (CVE-2025-55182 and follow-ups): the site must not install them. */
const MUST_BE_ABSENT = ["react-server-dom-webpack", "react-server-dom-parcel", "react-server-dom-turbopack"];

function compareVersions(a: string, b: string): number {
  const parse = (version: string) => version.split("-")[0]!.split(".").map((part) => Number(part));
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i += 1) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

function npm(args: string[]): { status: number | null; output: string } {
  const result = spawnSync("npm", args, { cwd: REPO_ROOT, encoding: "utf8", timeout: 180_000 });
  return { status: result.status, output: `${result.stdout ?? ""}${result.stderr ?? ""}`.replace(/^npm warn .*\n/gm, "") };
}

export async function runDependencyAudit(): Promise<string> {
  const audit = npm(["audit", "--omit=dev", "--json"]);
  let npmAudit: Record<string, unknown>;
  try {
    const report = JSON.parse(audit.output.slice(audit.output.indexOf("{"))) as {
      metadata?: { vulnerabilities?: Record<string, number> };
      message?: string;
    };
    npmAudit = report.metadata?.vulnerabilities
      ? { reachable: true, vulnerabilities: report.metadata.vulnerabilities }
      : { reachable: false, error: report.message ?? audit.output.slice(0, 300) };
  } catch {
    // npm prints the failed request as JSON followed by its own error lines.
    const message = /"message":\s*"([^"]+)"/.exec(audit.output)?.[1];
    npmAudit = { reachable: false, error: message ?? audit.output.trim().split("\n").slice(-3).join(" ").slice(0, 300) };
  }

  const signatures = npm(["audit", "signatures"]);
  const auditSignatures =
    signatures.status === 0
      ? { reachable: true, output: signatures.output.trim().slice(0, 500) }
      : { reachable: false, error: signatures.output.trim().split("\n").filter((line) => /error/.test(line)).slice(0, 4).join(" ").slice(0, 300) };

  const lock = JSON.parse(readFileSync(path.join(REPO_ROOT, "package-lock.json"), "utf8")) as {
    packages: Record<string, { version?: string; dev?: boolean; devOptional?: boolean }>;
  };
  const installed = new Map<string, string[]>();
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (!location || entry.dev || entry.devOptional || !entry.version) continue;
    const name = location.slice(location.lastIndexOf("node_modules/") + "node_modules/".length);
    installed.set(name, [...(installed.get(name) ?? []), entry.version]);
  }

  const review = KNOWN_ADVISORIES.map(({ name, advisory, severity, fixedIn }) => {
    const versions = installed.get(name) ?? [];
    const affected = versions.filter((version) => compareVersions(version, fixedIn) < 0);
    return { package: name, advisory, severity, fixedIn, installed: versions.length > 0 ? versions : "not installed (production)", affected: affected.length > 0 };
  });
  const present = MUST_BE_ABSENT.filter((name) => installed.has(name));
  const affected = review.filter((entry) => entry.affected);
  const highOrCritical = affected.filter((entry) => entry.severity === "high" || entry.severity === "critical");

  const result = {
    description:
      "Audit of the production dependencies (npm audit --omit=dev). Where the registry's audit endpoint is unreachable, the installed versions (package-lock.json, production only) are checked against the fixed versions of known advisories.",
    npmAuditOmitDev: npmAudit,
    npmAuditSignatures: auditSignatures,
    manualReview: {
      productionPackages: installed.size,
      reviewed: review,
      reactServerComponentsPackagesInstalled: present,
      affectedAdvisories: affected.length,
      highOrCriticalAffected: highOrCritical.length,
      note:
        "The review covers advisories known to the reviewer when it was written; it is not a live advisory feed. Run `npm audit --omit=dev` where the registry's audit endpoint is reachable.",
    },
    conclusion:
      npmAudit.reachable === true
        ? `npm audit --omit=dev: ${JSON.stringify(npmAudit.vulnerabilities)}`
        : highOrCritical.length === 0 && present.length === 0
          ? "npm audit could not reach the audit endpoint; the manual review finds no high or critical advisory affecting the installed production versions."
          : `Manual review: ${highOrCritical.length} high or critical advisories affect installed versions; RSC packages installed: ${present.join(", ") || "none"}.`,
  };
  console.log(`  ${result.conclusion}`);
  return writeResult("dependency-audit", result);
}
