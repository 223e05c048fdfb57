/**
 * The W3C Nu Html Checker, offline: `vnu.jar` from the `vnu-jar` npm package, run by the machine's
 * Java (11 or newer; Debian's `default-jre-headless`).
 */
import { execFile, spawnSync } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { REPO_ROOT } from "../integration/server-harness.ts";

export const VNU_JAR = path.join(REPO_ROOT, "node_modules", "vnu-jar", "build", "dist", "vnu.jar");
export const JAVA_INSTALL_HINT = "apt-get update && apt-get install -y default-jre-headless";

/** One message of vnu's JSON report. */
export interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  /** `file:/...` of the checked file. */
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/**
 * Messages in which the checker is wrong about the page, each with the reason. Only a message matching
 * one of these exactly is set aside; every other error fails. nu-html.test.ts checks a page that
 * draws each of them, so a rule the checker no longer needs fails there and can be removed.
 */
export const CHECKER_FALSE_POSITIVES: readonly { message: RegExp; reason: string }[] = [
  {
    message: /^CSS: “(anchor-name|position-anchor)”: Property “\1” doesn't exist\.$/,
    reason:
      "CSS Anchor Positioning (W3C CSS Anchor Positioning Module Level 1) is newer than the checker's CSS " +
      "property list; Chromium, Firefox 153 and WebKit 2.50 support it, and the desktop dropdowns place " +
      "their panels with it (a per-menu anchor name in the style attribute).",
  },
];

export function isCheckerFalsePositive(message: VnuMessage): boolean {
  return CHECKER_FALSE_POSITIVES.some((rule) => rule.message.test(message.message));
}

/** Why vnu cannot run here (no `java`, or one that does not start), or null when it can. */
export function javaProblem(): string | null {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (result.error) {
    return `\`java\` was not found on PATH: the Nu Html Checker needs Java 11 or newer. Install it with: ${JAVA_INSTALL_HINT}`;
  }
  if (result.status !== 0) return `\`java -version\` failed (${result.status}): ${result.stderr.trim()}`;
  return null;
}

/** Checks every .html file in `dir` and returns the errors (vnu's `--errors-only`). */
export async function checkHtmlFolder(dir: string): Promise<VnuMessage[]> {
  const problem = javaProblem();
  if (problem) throw new Error(problem);
  const args = ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--stdout", dir];
  // vnu exits 1 when it found errors; the report is on stdout either way.
  const { stdout, stderr } = await promisify(execFile)("java", args, { maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout?: string; stderr?: string; code?: number }) => {
      if (error.code === 1 && error.stdout) return { stdout: error.stdout, stderr: error.stderr ?? "" };
      throw new Error(`vnu failed (exit ${error.code}): ${error.stderr ?? String(error)}`);
    },
  );
  try {
    return (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
  } catch {
    throw new Error(`vnu's report is not JSON:\n${stdout.slice(0, 2000)}\n${stderr.slice(0, 2000)}`);
  }
}

/** One line per message: where it is, what it says and the HTML around it. */
export function describeMessage(message: VnuMessage): string {
  const line = message.lastLine ?? message.firstLine;
  const columns =
    message.firstColumn !== undefined && message.lastColumn !== undefined
      ? `, columns ${message.firstColumn}-${message.lastColumn}`
      : "";
  const where = line === undefined ? "" : `line ${line}${columns}: `;
  const extract = message.extract ? `\n      ${JSON.stringify(message.extract)}` : "";
  return `${where}${message.message}${extract}`;
}
