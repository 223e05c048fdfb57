/**
 * Chromium driven over the DevTools protocol with only the domains a measurement needs.
 *
 * Playwright enables the `Runtime` domain on every page it opens, and with it V8 collects source
 * positions for code as it first runs (`V8.CollectSourcePositions` in a trace): starting React DOM on the
 * phone profile took 128–140 ms with `Runtime` enabled and 12–16 ms without; with only `Page`,
 * `Performance`, `Network` and `Emulation` enabled it stayed at 10–17 ms (same build, same hour,
 * decision 008). A visitor's phone has no DevTools attached, so the processor benchmark drives the
 * browser itself: one page target per load in a fresh browser context, answers read with
 * `Runtime.evaluate`, which works without enabling the domain.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { tempDir } from "./lib.ts";

interface Message {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  sessionId?: string;
  result?: Record<string, unknown>;
  error?: { message: string };
}

export interface BarePage {
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>): Promise<T>;
  /** Resolves on the page's next event of this name; rejects if none comes within `timeoutMs`. */
  once(method: string, timeoutMs: number): Promise<Record<string, unknown>>;
  /** A JavaScript expression's value, computed in the page. */
  evaluate<T>(expression: string): Promise<T>;
  close(): Promise<void>;
}

export interface BareChromium {
  newPage(): Promise<BarePage>;
  close(): Promise<void>;
}

export async function launchBareChromium(
  executablePath: string,
  args: readonly string[],
): Promise<BareChromium> {
  const profile = tempDir("chromium-profile");
  const child = spawn(
    executablePath,
    [
      ...args,
      // What Playwright passes too, so a page is never treated as hidden and slowed down.
      "--disable-background-timer-throttling",
      "--disable-backgrounding-occluded-windows",
      "--disable-renderer-backgrounding",
      "--headless",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const socket = new WebSocket(await devtoolsAddress(child));
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });

  let lastId = 0;
  const answers = new Map<number, { resolve: (m: Message) => void; reject: (e: Error) => void }>();
  const waiters: Array<{ sessionId: string; method: string; resolve: (p: Record<string, unknown>) => void }> =
    [];
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as Message;
    if (message.id !== undefined) {
      const answer = answers.get(message.id);
      answers.delete(message.id);
      if (message.error) answer?.reject(new Error(message.error.message));
      else answer?.resolve(message);
      return;
    }
    const index = waiters.findIndex((w) => w.sessionId === message.sessionId && w.method === message.method);
    if (index >= 0) waiters.splice(index, 1)[0]!.resolve(message.params ?? {});
  });
  const send = <T>(method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = ++lastId;
      answers.set(id, { resolve: (m) => resolve(m.result as T), reject });
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });

  return {
    async newPage() {
      const { browserContextId } = await send<{ browserContextId: string }>("Target.createBrowserContext");
      const { targetId } = await send<{ targetId: string }>("Target.createTarget", {
        url: "about:blank",
        browserContextId,
      });
      const { sessionId } = await send<{ sessionId: string }>("Target.attachToTarget", {
        targetId,
        flatten: true,
      });
      return {
        send: (method, params) => send(method, params, sessionId),
        once: (method, timeoutMs) =>
          new Promise((resolve, reject) => {
            const timer = setTimeout(
              () => reject(new Error(`no ${method} within ${timeoutMs} ms`)),
              timeoutMs,
            );
            waiters.push({
              sessionId,
              method,
              resolve: (params) => {
                clearTimeout(timer);
                resolve(params);
              },
            });
          }),
        async evaluate<T>(expression: string) {
          const { result, exceptionDetails } = await send<{
            result: { value: T };
            exceptionDetails?: { text: string };
          }>("Runtime.evaluate", { expression, returnByValue: true, awaitPromise: true }, sessionId);
          if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.text}`);
          return result.value;
        },
        async close() {
          await send("Target.disposeBrowserContext", { browserContextId });
        },
      };
    },
    async close() {
      socket.close();
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill();
        await exited;
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Chromium prints the browser's DevTools address on stderr once it listens. */
function devtoolsAddress(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    let found = false;
    const timer = setTimeout(
      () => reject(new Error(`Chromium gave no DevTools address:\n${output}`)),
      30_000,
    );
    // Read stderr to its end, so Chromium never blocks writing to it.
    child.stderr!.on("data", (chunk: Buffer) => {
      if (found) return;
      output += chunk.toString();
      const address = /DevTools listening on (ws:\/\/\S+)/.exec(output)?.[1];
      if (address) {
        found = true;
        clearTimeout(timer);
        resolve(address);
      }
    });
    child.once("exit", (code) => reject(new Error(`Chromium exited (${code}) before listening:\n${output}`)));
  });
}
