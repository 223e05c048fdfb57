/**
 * Runs every main path (main-paths.ts) in one engine, with the page's scripts on and then off,
 * against the production build served by the real server (`node server/main.ts`, its own free port
 * and its own empty DATA_DIR). A failure names the engine, the mode, the path and the step, and
 * leaves a screenshot in test-results-engines/.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, startSiteProcess, tempDir, type SiteProcess } from "../integration/server-harness";
import { attributeOf } from "./actions";
import { launchEngine, VIEWPORT, type EngineName, type EnginePage } from "./browsers";
import { MAIN_PATHS, type MainPath, type PathContext } from "./main-paths";

/** How long a failed path's page has to give up its errors and a screenshot. */
const AFTER_FAILURE_MS = 10_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const SCREENSHOT_DIR = path.join(REPO_ROOT, process.env.ENGINES_OUTPUT_DIR ?? "test-results-engines");

export function defineEngineSuite(engine: EngineName): void {
  let site: SiteProcess;
  const dataDir = tempDir(`engines-${engine}-data`);

  beforeAll(async () => {
    site = await startSiteProcess({
      DATA_DIR: dataDir,
      // Every path sends forms from one address; the limits themselves are tested in tests/integration.
      CONTACT_RATE_PER_MINUTE: "1000",
      CONTACT_RATE_PER_HOUR: "10000",
    });
  }, 60_000);
  afterAll(async () => {
    await site?.stop();
  });

  for (const scripts of [true, false]) {
    const mode = `scripts ${scripts ? "on" : "off"}`;
    describe(`${engine}, ${mode}`, () => {
      let page: EnginePage | undefined;
      beforeAll(async () => {
        page = await launchEngine(engine, { scripts });
      }, 60_000);
      afterAll(async () => {
        await page?.close();
      });

      for (const mainPath of MAIN_PATHS) {
        it(mainPath.name, async () => {
          if (!page) throw new Error(`${engine} (${mode}) did not start`);
          // Every path starts in a desktop window, whatever size the one before left it.
          if (page.viewport.width !== VIEWPORT.width || page.viewport.height !== VIEWPORT.height) {
            await page.resize(VIEWPORT);
          }
          await runPath(page, mainPath);
        });
      }

      async function runPath(current: EnginePage, mainPath: MainPath) {
        const context: PathContext = {
          page: current,
          origin: site.origin,
          dataDir,
          async step(name, body) {
            try {
              return await body();
            } catch (error) {
              throw named(error, `[${engine}, ${mode}] ${mainPath.name} › ${name}`);
            }
          },
        };
        try {
          await mainPath.run(context);
          await context.step("the page reported no script errors", async () => {
            await current.settle();
            expect(await current.takeErrors()).toEqual([]);
          });
          if (!scripts) {
            await context.step("the page's scripts really were off (it never hydrated)", async () => {
              expect(await attributeOf(current, "html", "data-hydrated")).toBeNull();
            });
          }
        } catch (error) {
          // A page that stopped answering answers neither: the failure is reported all the same.
          await Promise.race([current.takeErrors(), delay(AFTER_FAILURE_MS)]).catch(() => []);
          const failure = await Promise.race([
            withScreenshot(error, current, `${engine}-${mode}-${mainPath.name}`),
            delay(AFTER_FAILURE_MS).then(() => error),
          ]);
          // Printed too, so a failure that passes on a retry under CI still shows in the log.
          console.warn(failure instanceof Error ? failure.message : String(failure));
          throw failure;
        }
      }
    });
  }
}

/** Puts where it happened in front of an error's message (keeping an assertion's expected/actual). */
function named(error: unknown, where: string): Error {
  if (error instanceof Error) {
    error.message = `${where}: ${error.message}`;
    return error;
  }
  return new Error(`${where}: ${String(error)}`);
}

async function withScreenshot(error: unknown, page: EnginePage, label: string): Promise<unknown> {
  const file = path.join(SCREENSHOT_DIR, `${label.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.png`);
  try {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot(file);
    if (error instanceof Error) error.message += `\n  screenshot: ${path.relative(REPO_ROOT, file)}`;
  } catch {
    // A browser that has gone away takes no screenshot; the error says enough.
  }
  return error;
}
