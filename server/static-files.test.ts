import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeRequestPath, indexStaticFiles } from "./static-files";

let root: string;
let outside: string;

beforeAll(() => {
  const base = mkdtempSync(path.join(tmpdir(), "static-files-"));
  root = path.join(base, "client");
  outside = path.join(base, "secret.txt");
  mkdirSync(path.join(root, "assets"), { recursive: true });
  mkdirSync(path.join(root, "brands", "dresdentax"), { recursive: true });
  writeFileSync(path.join(root, "assets", "app-1a2b.css"), "body{}");
  writeFileSync(path.join(root, "brands", "dresdentax", "logo light.svg"), "<svg/>");
  writeFileSync(path.join(root, ".env"), "SECRET=1");
  writeFileSync(outside, "secret");
  symlinkSync(outside, path.join(root, "link.txt"));
});

afterAll(() => rmSync(path.dirname(root), { recursive: true, force: true }));

describe("indexStaticFiles", () => {
  it("lists regular files by URL path, marking hashed assets immutable", () => {
    const files = indexStaticFiles(root);
    expect([...files.keys()].sort()).toEqual(["/assets/app-1a2b.css", "/brands/dresdentax/logo light.svg"]);
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
