/**
 * Starts the built site (server/main.ts, production mode) for browser tests that need a blog source
 * of their own: the site on a real Ghost (playwright.ghost.config.ts), or the Markdown files source
 * on a prepared folder (an empty blog, long-slug fixtures).
 *
 * The files source reads `content/blog/` under the server's working folder, so a server started in a
 * folder made by writeMarkdownBlog() serves exactly those posts; nothing in the app needs a switch
 * for it. The build is found through BUILD_DIR (relative to the repository), as server/main.ts does.
 */
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./ghost.ts";

export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

export interface RunningSite {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  /** What the server printed, for diagnosing a failure. */
  output(): string;
  /** Stops the server (idempotent) and removes the folders this helper made. */
  stop(): Promise<void>;
}

export interface StartSiteOptions {
  /** Default: a free port. */
  port?: number;
  /** Working folder of the server (the files source reads content/blog/ under it). Default: the repository. */
  cwd?: string;
  /** Extra environment (GHOST_URL, GHOST_CONTENT_API_KEY, ...). */
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}

/** Starts the production server and resolves once /healthz answers. */
export async function startSite(options: StartSiteOptions = {}): Promise<RunningSite> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "dresden-site-data-"));
  let output = "";
  const child = spawn(process.execPath, [path.join(REPO_ROOT, "server", "main.ts")], {
    cwd: options.cwd ?? REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ALLOW_INDEXING: "true",
      CONTACT_RATE_PER_MINUTE: "1000",
      CONTACT_RATE_PER_HOUR: "10000",
      SEARCH_RATE_PER_MINUTE: "100000",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once("exit", () => ((exited = true), resolve())));

  const stop = async () => {
    if (!exited) {
      child.kill("SIGTERM");
      const stopped = await Promise.race([
        exit.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
      ]);
      if (!stopped) {
        child.kill("SIGKILL");
        await exit;
      }
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (exited) throw new Error(`The site server exited during start-up:\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The site server did not answer /healthz in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, port, output: () => output, stop };
}

export interface MarkdownPost {
  slug: string;
  title: string;
  published_at: string;
  tags: string[];
  body: string;
  custom_excerpt?: string;
  feature_image?: string;
}

export interface MarkdownTag {
  slug: string;
  name: string;
  description: string;
}

/**
 * A throw-away working folder holding content/blog/ with these posts and tags, for startSite's
 * `cwd`. Returns the folder and a function that removes it.
 */
export async function writeMarkdownBlog(
  posts: readonly MarkdownPost[],
  tags: readonly MarkdownTag[],
): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "dresden-blog-content-"));
  const contentDir = path.join(dir, "content", "blog");
  await mkdir(contentDir, { recursive: true });
  const yamlString = (value: string) => JSON.stringify(value); // JSON strings are valid YAML
  await writeFile(
    path.join(contentDir, "tags.yaml"),
    tags.length === 0
      ? "[]\n"
      : tags
          .map(
            (tag) =>
              `- slug: ${tag.slug}\n  name: ${yamlString(tag.name)}\n  description: ${yamlString(tag.description)}\n`,
          )
          .join(""),
  );
  for (const post of posts) {
    const front = [
      "---",
      `title: ${yamlString(post.title)}`,
      `slug: ${post.slug}`,
      `published_at: ${post.published_at}`,
      `tags: [${post.tags.join(", ")}]`,
      ...(post.custom_excerpt ? [`custom_excerpt: ${yamlString(post.custom_excerpt)}`] : []),
      ...(post.feature_image ? [`feature_image: ${post.feature_image}`] : []),
      "---",
      "",
    ].join("\n");
    // File names are short; the slug (which may be long) lives in the front matter.
    const file = `${post.published_at.slice(0, 10)}-${posts.indexOf(post)}.md`;
    await writeFile(path.join(contentDir, file), `${front}${post.body}\n`);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
