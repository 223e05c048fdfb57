/**
 * Firefox and WebKit (Safari's engine) from Debian's packages, behind one small page interface so the
 * main paths (main-paths.ts) are written once for both. Playwright's own Firefox and WebKit builds
 * cannot be downloaded here (ARCHITECTURE.md, "Facts about this machine"), so:
 *
 * - Firefox (`firefox-esr`) is driven by puppeteer-core over WebDriver BiDi. Scripts off is the
 *   `javascript.enabled` preference; in that mode puppeteer's own click waits on an observer that
 *   never runs, so every press is a mouse click at a point.
 * - WebKit is the GTK port's MiniBrowser driven by `WebKitWebDriver` (WebDriver classic: this build
 *   has no BiDi), which needs an X display: each launch starts its own Xvfb on a free display number
 *   and its own driver on a free port, and stops both on close.
 *
 * Each launch is one browser with one page, whose window the main paths resize (`resize`) as a visitor
 * narrows and widens a window; `close()` ends every process it started.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import puppeteer from "puppeteer-core";
import { remote } from "webdriverio";
import { freePort, tempDir } from "../integration/server-harness.ts";
import { isPageWithoutReact } from "../support/routes.ts";
import {
  FIREFOX_PATH,
  installCommand,
  MINIBROWSER_PATH,
  missingEnginePackages,
  WEBKIT_DRIVER_PATH,
  XVFB_PATH,
  type EngineName,
} from "./requirements.ts";

export type { EngineName };

export const VIEWPORT = { width: 1280, height: 900 } as const;
export type Viewport = { readonly width: number; readonly height: number };

/** A page counts as settled after this long without network activity; waiting for it gives up after the next. */
const SETTLED_MS = 300;
const SETTLE_TIMEOUT_MS = 5_000;
/** A page that has not taken a new window size after this long has stopped answering. */
const RESIZE_TIMEOUT_MS = 10_000;

/** One page in one browser, as the main paths use it. */
export interface EnginePage {
  readonly engine: EngineName;
  /** Whether the page's own scripts run. */
  readonly scripts: boolean;
  /** Loads a URL as if typed into the address bar; resolves after the page's load event. */
  goto(url: string): Promise<void>;
  /** Runs a function in the page (automation scripts run even with the page's own scripts off). */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<T>;
  /** Presses and releases the primary mouse button at a point of the viewport. */
  clickAt(x: number, y: number): Promise<void>;
  /** The viewport's size now. */
  readonly viewport: Viewport;
  /**
   * Resizes the window so the page's viewport is `viewport`, and resolves once the page has taken the new
   * width; a page that stops answering fails here, naming the size.
   */
  resize(viewport: Viewport): Promise<void>;
  /**
   * Waits until the page has fetched nothing for a moment (at most a few seconds). Run before a page's
   * errors are read and before leaving it: Firefox reports the fetches a page is still making when it is
   * left (a section's code, the route manifest) as errors of that page, which no visitor sees.
   */
  settle(): Promise<void>;
  /** Types text key by key into the focused element. */
  type(text: string): Promise<void>;
  /**
   * Errors the page's scripts reported (uncaught errors, rejections, console errors) since the last
   * call. Firefox reports them over BiDi from the first script on. WebKit's driver cannot, so a small
   * recorder is put into each page right after its load event; the site starts its own scripts only
   * after that event (app/delivery/deferred-scripts.server.ts), so hydration errors are still caught.
   */
  takeErrors(): Promise<string[]>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

/** Starts one engine with the page's scripts on or off, its viewport `viewport`. */
export async function launchEngine(
  engine: EngineName,
  { scripts, viewport = VIEWPORT }: { scripts: boolean; viewport?: Viewport },
): Promise<EnginePage> {
  const missing = missingEnginePackages([engine]);
  if (missing.length > 0) {
    throw new Error(
      `${engine} is not installed (missing Debian packages: ${missing.join(", ")}). ` +
        `Install with: ${installCommand(missing)}`,
    );
  }
  return engine === "firefox" ? launchFirefox(scripts, viewport) : launchWebKit(scripts, viewport);
}

// ------------------------------------------------------------------------------------------------
// Firefox

async function launchFirefox(scripts: boolean, viewport: Viewport): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: viewport,
    extraPrefsFirefox: scripts ? {} : { "javascript.enabled": false },
  });
  const page = await browser.newPage();
  let current = viewport;
  let errors: string[] = [];
  page.on("pageerror", (error) =>
    errors.push(`page error: ${error instanceof Error ? error.message : String(error)}`),
  );
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console error: ${message.text()}`);
  });
  const evaluate = <T, A extends unknown[]>(fn: (...args: A) => T, ...args: A) =>
    page.evaluate(fn as (...a: unknown[]) => T, ...args) as Promise<Awaited<T>> as Promise<T>;
  return {
    engine: "firefox",
    scripts,
    async goto(url) {
      await page.goto(url, { waitUntil: "load" });
    },
    evaluate,
    clickAt: (x, y) => page.mouse.click(x, y),
    get viewport() {
      return current;
    },
    async resize(size) {
      await withinResizeTime(page.setViewport(size), size);
      await waitForWidth(evaluate, size);
      current = size;
    },
    async settle() {
      await page.waitForNetworkIdle({ idleTime: SETTLED_MS, timeout: SETTLE_TIMEOUT_MS }).catch(() => {});
    },
    type: (text) => page.keyboard.type(text),
    async takeErrors() {
      const taken = errors;
      errors = [];
      return taken;
    },
    async screenshot(path) {
      await page.screenshot({ path: path as `${string}.png` });
    },
    close: () => browser.close(),
  };
}

// ------------------------------------------------------------------------------------------------
// WebKit

/** Where the recorder keeps what it caught, in the page. */
const RECORDER_KEY = "__enginesErrors";

/** Records uncaught errors, rejections and console.error calls in the page (see takeErrors). */
function installErrorRecorder(key: string): void {
  const store = window as unknown as Record<string, string[] | undefined>;
  if (store[key]) return;
  const caught: string[] = [];
  store[key] = caught;
  window.addEventListener("error", (event) => caught.push(`page error: ${event.message}`));
  window.addEventListener("unhandledrejection", (event) =>
    caught.push(`page error: unhandled rejection: ${String(event.reason)}`),
  );
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    caught.push(`console error: ${args.map(String).join(" ")}`);
    consoleError(...args);
  };
}

function takeRecordedErrors(key: string): string[] | null {
  const caught = (window as unknown as Record<string, string[] | undefined>)[key];
  return caught ? caught.splice(0) : null;
}

/**
 * GTK's style for MiniBrowser's toolbar, which otherwise keeps its window at least 447 px wide: with it the
 * window narrows to a phone's 390 px, as Safari's does.
 */
const NARROW_TOOLBAR_CSS = "toolbar, toolbar *, entry, button { min-width: 0; padding: 0; margin: 0; }\n";

/** Processes started in a process group of their own, ended with the whole group. */
const GROUP_LEADERS = new WeakSet<ChildProcess>();

async function launchWebKit(scripts: boolean, viewport: Viewport): Promise<EnginePage> {
  const processes: ChildProcess[] = [];
  const gtkConfig = tempDir("engines-webkit-gtk");
  mkdirSync(path.join(gtkConfig, "gtk-3.0"));
  writeFileSync(path.join(gtkConfig, "gtk-3.0", "gtk.css"), NARROW_TOOLBAR_CSS);
  const stopAll = () => {
    for (const child of processes.reverse()) {
      // The driver leads a process group of its own with the browser it started: a page process that
      // stopped answering goes with it, rather than spinning on after the test.
      if (GROUP_LEADERS.has(child) && child.pid) {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          // Already gone.
        }
      } else if (child.exitCode === null) child.kill();
    }
    rmSync(gtkConfig, { recursive: true, force: true });
  };
  process.once("exit", stopAll);
  try {
    const display = await startXvfb(processes);
    const port = await startWebKitDriver(display, gtkConfig, processes);
    const browser = await remote({
      hostname: "127.0.0.1",
      port,
      logLevel: "error",
      connectionRetryCount: 0,
      capabilities: {
        browserName: "MiniBrowser",
        "wdio:enforceWebDriverClassic": true,
        "webkitgtk:browserOptions": {
          binary: MINIBROWSER_PATH,
          args: ["--automation", ...(scripts ? [] : ["--enable-javascript=false"])],
        },
      } as WebdriverIO.Capabilities,
    });
    await browser.setWindowSize(viewport.width, viewport.height);
    let current = viewport;
    const evaluate = <T, A extends unknown[]>(fn: (...args: A) => T, ...args: A) =>
      browser.execute(fn as (...a: unknown[]) => T, ...args) as Promise<T>;
    return {
      engine: "webkit",
      scripts,
      async goto(url) {
        await browser.url(url);
        if (scripts) await evaluate(installErrorRecorder, RECORDER_KEY);
      },
      evaluate,
      async clickAt(x, y) {
        await browser
          .action("pointer", { parameters: { pointerType: "mouse" } })
          .move({ x: Math.round(x), y: Math.round(y), origin: "viewport" })
          .down({ button: 0 })
          .up({ button: 0 })
          .perform();
      },
      get viewport() {
        return current;
      },
      // The window's size: its viewport is as wide, and shorter by MiniBrowser's toolbar.
      async resize(size) {
        await withinResizeTime(browser.setWindowSize(size.width, size.height), size);
        await waitForWidth(evaluate, size);
        current = size;
      },
      // WebDriver classic has no network events: wait until no resource has finished loading for a moment.
      async settle() {
        const deadline = Date.now() + SETTLE_TIMEOUT_MS;
        let previous = -1;
        for (;;) {
          const loaded = await evaluate(() => performance.getEntriesByType("resource").length);
          if (loaded === previous || Date.now() > deadline) return;
          previous = loaded;
          await new Promise((resolve) => setTimeout(resolve, SETTLED_MS));
        }
      },
      // Element Send Keys to the focused element: the driver's key actions drop a key that repeats the previous one.
      async type(text) {
        const focused = await browser.getActiveElement();
        await browser.elementSendKeys(Object.values(focused)[0] as string, text);
      },
      async takeErrors() {
        if (!scripts) return [];
        const caught = await evaluate(takeRecordedErrors, RECORDER_KEY);
        // A document loaded other than by goto() has no recorder (WebDriver classic cannot add one before
        // a page's scripts). That is expected after a link on a page without React, which loads the next
        // page whole; anywhere else it is a full page load where an in-app one was expected: say so
        // rather than report nothing.
        if (caught === null) {
          await evaluate(installErrorRecorder, RECORDER_KEY);
          const from = await evaluate(() => (document.referrer ? new URL(document.referrer).pathname : ""));
          if (isPageWithoutReact(from)) return [];
          return ["(no error recorder: this document was loaded by a full page load, not by goto())"];
        }
        return caught;
      },
      async screenshot(path) {
        await browser.saveScreenshot(path);
      },
      async close() {
        try {
          // A page that stopped answering never lets the session end: stopAll then ends its processes.
          await Promise.race([browser.deleteSession(), timeout(10_000, "the WebKit session did not end within 10 s")]);
        } finally {
          stopAll();
          process.off("exit", stopAll);
        }
      },
    };
  } catch (error) {
    stopAll();
    process.off("exit", stopAll);
    throw error;
  }
}

/** Starts Xvfb on the first free display number (it picks and reports it through fd 3). */
async function startXvfb(processes: ChildProcess[]): Promise<string> {
  const xvfb = spawn(XVFB_PATH, ["-displayfd", "3", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  });
  processes.push(xvfb);
  let stderr = "";
  xvfb.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const displayFd = xvfb.stdio[3] as NodeJS.ReadableStream;
  const display = await Promise.race([
    once(displayFd, "data").then(([chunk]) => `:${String(chunk).trim()}`),
    once(xvfb, "exit").then(([code]) => {
      throw new Error(`Xvfb exited with ${code} before reporting its display:\n${stderr}`);
    }),
    timeout(15_000, `Xvfb did not report a display within 15 s:\n${stderr}`),
  ]);
  return display;
}

/**
 * Starts WebKitWebDriver on a free port of this display, in a process group of its own (see stopAll),
 * with GTK's settings from `gtkConfig`, and waits until it answers.
 */
async function startWebKitDriver(display: string, gtkConfig: string, processes: ChildProcess[]): Promise<number> {
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: gtkConfig },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  processes.push(driver);
  GROUP_LEADERS.add(driver);
  let output = "";
  driver.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  driver.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null)
      throw new Error(`WebKitWebDriver exited with ${driver.exitCode}:\n${output}`);
    try {
      const status = await fetch(`http://127.0.0.1:${port}/status`);
      if (status.ok) return port;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port} within 15 s:\n${output}`);
}

/** A resize that has not finished in time: the page stopped answering. */
function withinResizeTime<T>(resizing: Promise<T>, size: Viewport): Promise<T> {
  return Promise.race([
    resizing,
    timeout(
      RESIZE_TIMEOUT_MS,
      `the page stopped answering when its window was resized to ${size.width} × ${size.height} px`,
    ),
  ]);
}

/** Waits until the page reports the new width; a page that does not answer within the time fails. */
async function waitForWidth(
  evaluate: <T, A extends unknown[]>(fn: (...args: A) => T, ...args: A) => Promise<T>,
  size: Viewport,
): Promise<void> {
  const deadline = Date.now() + RESIZE_TIMEOUT_MS;
  for (;;) {
    const width = await withinResizeTime(
      evaluate(() => window.innerWidth),
      size,
    );
    if (width === size.width) return;
    if (Date.now() > deadline) {
      throw new Error(`the window was resized to ${size.width} px wide, but the page is ${width} px wide`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function timeout(ms: number, message: string): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(message)), ms).unref());
}
