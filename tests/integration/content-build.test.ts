/**
 * A broken content file stops the production build, and the build's output names the file, the line,
 * the field and what is wrong. Runs the real build (react-router build, with the content plugin) on a
 * copy of the repository's content with one file broken; CONTENT_DIR points the build at the copy.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const work = mkdtempSync(path.join(tmpdir(), "content-build-"));

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the production build", () => {
  it("stops on a broken content file and says which file, line and field", () => {
    const content = path.join(work, "content");
    cpSync(path.join(ROOT, "content"), content, { recursive: true });
    const service = path.join(content, "services/payroll.md");
    writeFileSync(service, readFileSync(service, "utf8").replace(/^icon: .*$/m, "icon: Calculator"));
    const build = path.join(work, "build");

    const result = spawnSync(path.join(ROOT, "node_modules/.bin/react-router"), ["build"], {
      cwd: ROOT,
      env: { ...process.env, CONTENT_DIR: content, BUILD_DIR: build },
      encoding: "utf8",
      timeout: 120_000,
    });

    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status, output).not.toBe(0);
    expect(output).toContain(`${service}:4: icon: Invalid option: expected one of`);
    expect(existsSync(path.join(build, "server/index.js"))).toBe(false);
  }, 150_000);
});
