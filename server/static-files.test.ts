import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeRequestPath, indexStaticFiles, staticFiles } from "./static-files";

const BIG_SCRIPT = `export const services = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Payroll for shop ${i} in Dresden, Ohio` })))};\n`;

let root: string;
let outside: string;

beforeAll(() => {
  const base = mkdtempSync(path.join(tmpdir(), "static-files-"));
  root = path.join(base, "client");
  outside = path.join(base, "secret.txt");
  mkdirSync(path.join(root, "assets"), { recursive: true });
  mkdirSync(path.join(root, "brands", "dresdentax"), { recursive: true });
  writeFileSync(path.join(root, "assets", "app-1a2b.css"), "body{}");
  writeFileSync(path.join(root, "assets", "entry-9z8y.js"), BIG_SCRIPT);
  writeFileSync(path.join(root, "brands", "dresdentax", "logo light.svg"), "<svg/>");
  writeFileSync(path.join(root, ".env"), "SECRET=1");
  writeFileSync(outside, "secret");
  symlinkSync(outside, path.join(root, "link.txt"));
});

afterAll(() => rmSync(path.dirname(root), { recursive: true, force: true }));

describe("indexStaticFiles", () => {
  it("lists regular files by URL path, marking hashed assets immutable", () => {
    const files = indexStaticFiles(root);
    expect([...files.keys()].sort()).toEqual(["/assets/app-1a2b.css", "/assets/entry-9z8y.js", "/brands/dresdentax/logo light.svg"]);
    expect(files.get("/assets/app-1a2b.css")?.immutable).toBe(true);
    expect(files.get("/brands/dresdentax/logo light.svg")?.immutable).toBe(false);
  });

  it("leaves out dotfiles and symbolic links", () => {
    const files = indexStaticFiles(root);
    expect(files.has("/.env")).toBe(false);
    expect(files.has("/link.txt")).toBe(false);
  });

  it("is empty for a missing folder", () => {
    expect(indexStaticFiles(path.join(root, "missing")).size).toBe(0);
  });
});

describe("decodeRequestPath", () => {
  it("decodes percent-encoding once; NUL bytes and bad encodings name no file", () => {
    expect(decodeRequestPath("/brands/dresdentax/logo%20light.svg")).toBe("/brands/dresdentax/logo light.svg");
    expect(decodeRequestPath("/%2e%2e/secret.txt")).toBe("/../secret.txt");
    expect(decodeRequestPath("/a%00.css")).toBeNull();
    expect(decodeRequestPath("/%E0%A4%A")).toBeNull();
  });

  it("traversal spellings never match a listed key", () => {
    const files = indexStaticFiles(root);
    for (const attempt of ["/../secret.txt", "/assets/../../secret.txt", "/%2e%2e/secret.txt", "/assets%2f..%2f..%2fsecret.txt", "/..%5csecret.txt", "//secret.txt"]) {
      const decoded = decodeRequestPath(attempt);
      expect(decoded === null || !files.has(decoded), attempt).toBe(true);
    }
  });
});

describe("staticFiles", () => {
  async function serve() {
    const handler = staticFiles(root, { precompressDelayMs: 0 });
    const app = express();
    app.use(handler);
    app.use((_req, res) => res.status(404).send("fell through"));
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    await handler.precompressed;
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  it("answers Brotli, gzip or the file itself as the browser accepts, always the same content", async () => {
    const { origin, close } = await serve();
    try {
      const url = `${origin}/assets/entry-9z8y.js`;
      // fetch() would decode the body itself; ask for the raw bytes with a plain request instead.
      const raw = async (encoding: string) => {
        const response = await fetch(url, { headers: { "Accept-Encoding": encoding } });
        return { response, body: Buffer.from(await response.arrayBuffer()) };
      };
      const br = await raw("br, gzip");
      expect(br.response.headers.get("content-type")).toMatch(/javascript/);
      expect(br.response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(br.response.headers.get("vary")).toMatch(/Accept-Encoding/);
      const plain = await raw("identity");
      expect(plain.response.headers.get("content-encoding")).toBeNull();
      expect(plain.body.toString()).toBe(BIG_SCRIPT);
      const gz = await raw("gzip");
      expect(gz.response.headers.get("etag")).not.toBe(br.response.headers.get("etag"));
      expect(gz.response.headers.get("content-encoding")).toBe("gzip");
    } finally {
      await close();
    }
  });

  it("sends the compressed bytes it made ahead of time, and 304 for a known ETag", async () => {
    const { origin, close } = await serve();
    const http = await import("node:http");
    const get = (headers: Record<string, string>) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        http
          .get(`${origin}/assets/entry-9z8y.js`, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on("error", reject);
      });
    try {
      const br = await get({ "accept-encoding": "br" });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(br.body).toString()).toBe(BIG_SCRIPT);
      expect(br.body.length).toBeLessThan(BIG_SCRIPT.length / 4);
      const gz = await get({ "accept-encoding": "gzip" });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gz.body).toString()).toBe(BIG_SCRIPT);
      const again = await get({ "accept-encoding": "br", "if-none-match": String(br.headers.etag) });
      expect(again.status).toBe(304);
      const range = await get({ "accept-encoding": "br", range: "bytes=0-9" });
      expect(range.status).toBe(206);
      expect(range.body.toString()).toBe(BIG_SCRIPT.slice(0, 10));
    } finally {
      await close();
    }
  });
});
