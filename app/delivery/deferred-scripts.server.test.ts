import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { throughTransform } from "./stream-test-support";
import { deferredScripts, HELD_MODULE_TYPE, LATEST_SCRIPT_START_MS } from "./deferred-scripts.server";

function through(chunks: string[]): Promise<string> {
  return throughTransform(deferredScripts(), chunks);
}

const MODULE_SOURCE =
  'import * as route0 from "/assets/root.js";\nif (1 < 2) import("/assets/entry.client.js");';
const PAGE =
  '<html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n"/></head>' +
  '<body><p>rel="modulepreload" is text, 1 &lt; 2</p>' +
  `<script nonce="n">window.context = {};</script>` +
  `<script nonce="n" type="module" async="">${MODULE_SOURCE}</script>` +
  '<script nonce="n">window.context.done = true;</script></body></html>';

/** Runs the stand-in script against a fake document and returns what it added to the page, and when. */
function runLoader(html: string) {
  const held = new RegExp(`<script nonce="n" type="${HELD_MODULE_TYPE}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  const script = /<script nonce="n">(\(function\(held[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script || held === undefined) throw new Error("no held module and loader script in the page");
  const added: Array<{
    tag: string;
    rel?: string;
    href?: string;
    type?: string;
    textContent?: string;
  }> = [];
  const listeners: Record<string, () => void> = {};
  const timers: Array<{ run: () => void; ms: number }> = [];
  const observers: Array<() => void> = [];
  const messages: Array<() => void> = [];
  const paintObservers: Array<
    (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void
  > = [];
  const element = (tag: string) => ({ tag }) as (typeof added)[number];
  const document = {
    currentScript: { previousElementSibling: { textContent: held } },
    createElement: element,
    head: { appendChild: (node: (typeof added)[number]) => added.push(node) },
    body: { appendChild: (node: (typeof added)[number]) => added.push(node) },
    documentElement: {},
  };
  class IntersectionObserver {
    constructor(private callback: () => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {}
  }
  class PerformanceObserver {
    constructor(callback: (typeof paintObservers)[number]) {
      paintObservers.push(callback);
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
    }
  }
  const paint = (name: string) =>
    paintObservers.forEach((callback) =>
      callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect() {} }),
    );
  class MessageChannel {
    port1: { onmessage?: () => void } = {};
    port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
  }
  runInNewContext(script, {
    document,
    IntersectionObserver,
    MessageChannel,
    PerformanceObserver,
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  });
  const nextFrame = () => observers.shift()?.();
  /** Runs the tasks the script queued for itself (messages), one at a time; how many ran. */
  const nextTask = () => messages.shift()?.();
  const drainTasks = () => {
    let count = 0;
    for (; messages.length > 0; count += 1) nextTask();
    return count;
  };
  return { added, listeners, timers, nextFrame, paint, nextTask, drainTasks };
}

function runLoaderStarted(html: string) {
  const page = runLoader(html);
  page.timers[0]!.run();
  page.drainTasks();
  return page.added;
}

describe("deferredScripts", () => {
  it("takes the module preloads out of the page and leaves everything else alone", async () => {
    const html = await through([PAGE]);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<head><link rel="stylesheet" href="/assets/app.css"/></head>');
    expect(html).toContain('<p>rel="modulepreload" is text, 1 &lt; 2</p>');
    expect(html).toContain('<script nonce="n">window.context = {};</script>');
    expect(html).toContain('<script nonce="n">window.context.done = true;</script></body></html>');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
  });

  it("starts the held module source and its preloads after load, first paint and two frames", async () => {
    const page = runLoader(await through([PAGE]));
    expect(page.added).toEqual([]);
    page.listeners.load!();
    page.nextFrame();
    page.paint("first-paint");
    page.nextFrame();
    expect(page.added).toEqual([]);
    page.paint("first-contentful-paint");
    page.nextFrame();
    expect(page.added).toEqual([]);
    page.nextFrame();
    // One addition per task: the first at once, each of the others in a task of its own.
    expect(page.added).toHaveLength(1);
    page.nextTask();
    expect(page.added).toHaveLength(2);
    expect(page.drainTasks()).toBe(1);
    expect(page.added).toEqual([
      { tag: "link", rel: "modulepreload", href: "/assets/entry.client.js" },
      { tag: "link", rel: "modulepreload", href: "/assets/root.js" },
      { tag: "script", type: "module", textContent: MODULE_SOURCE },
    ]);
  });

  it("starts once, at the latest after the fallback delay", async () => {
    const page = runLoader(await through([PAGE]));
    expect(page.timers.map((timer) => timer.ms)).toEqual([LATEST_SCRIPT_START_MS]);
    page.timers[0]!.run();
    page.drainTasks();
    expect(page.added).toHaveLength(3);
    page.listeners.load!();
    page.paint("first-contentful-paint");
    page.nextFrame();
    page.nextFrame();
    expect(page.drainTasks()).toBe(0);
    expect(page.added).toHaveLength(3);
  });

  it("keeps React Router's module source and attributes (the render's marker) in a data block, the loader right after it", async () => {
    const html = await through([PAGE]);
    expect(html).toContain(
      `<script nonce="n" type="${HELD_MODULE_TYPE}">${MODULE_SOURCE}</script><script nonce="n">(function(held,preloads){`,
    );
    expect(runLoaderStarted(html).at(-1)?.textContent).toBe(MODULE_SOURCE);
  });

  it("finds tags and the module script cut between chunks, wherever the cut falls", async () => {
    const expected = await through([PAGE]);
    for (let cut = 1; cut < PAGE.length; cut += 1) {
      expect(await through([PAGE.slice(0, cut), PAGE.slice(cut)]), `cut at ${cut}`).toBe(expected);
    }
    expect(await through(PAGE.split(""))).toBe(expected);
  });

  it("keeps a document without scripts byte for byte, including a trailing '<link'", async () => {
    expect(await through(["<p>hello</p>", "<link"])).toBe("<p>hello</p><link");
  });
});
