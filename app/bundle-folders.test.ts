import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { inBundleFolder } from "./bundle-folders";

describe("inBundleFolder", () => {
  let root: string;
  const write = (file: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), "export {};\n");
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "bundle-folders-"));
    write("app/shell/layout/Header.tsx");
    write("app/shell/ui/icons.svg");
    write("app/root.tsx");
    write("app/routes/_site.tsx");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("takes every module of the folder, at any depth, and the named route modules, queries included", () => {
    const test = inBundleFolder("shell", "app/shell", ["app/root.tsx", "app/routes/_site.tsx"], root);
    for (const file of [
      "app/shell/layout/Header.tsx",
      "app/shell/ui/icons.svg?no-inline",
      "app/shell/x.ts",
    ]) {
      expect(test(path.join(root, file)), file).toBe(true);
    }
    expect(test(path.join(root, "app/routes/_site.tsx"))).toBe(true);
    expect(test(`${path.join(root, "app/root.tsx")}?route-chunk=main`)).toBe(true);
  });

  it("takes nothing else: not a folder of a longer name, not other routes, not the same path elsewhere", () => {
    const test = inBundleFolder("shell", "app/shell", ["app/root.tsx"], root);
    for (const file of [
      "app/shell-old/Header.tsx",
      "app/shell.ts",
      "app/routes/home.tsx",
      "app/components/NotFound.tsx",
    ]) {
      expect(test(path.join(root, file)), file).toBe(false);
    }
    expect(test("/elsewhere/app/shell/layout/Header.tsx")).toBe(false);
    expect(test(`\0virtual:${path.join(root, "app/shell/x.ts")}`)).toBe(false);
  });

  it("stops the build when the folder is gone or holds no module a browser loads", () => {
    expect(() => inBundleFolder("home", "app/first-screen", [], root)).toThrow(
      'The "home" bundle\'s folder app/first-screen has no module',
    );
    write("app/empty/README.md");
    write("app/empty/a.test.ts");
    write("app/empty/b.server.ts");
    write("app/empty/c.d.ts");
    expect(() => inBundleFolder("home", "app/empty", [], root)).toThrow("has no module");
  });

  it("stops the build when a route module it names is not there", () => {
    expect(() => inBundleFolder("shell", "app/shell", ["app/root.tsx", "app/routes/site.tsx"], root)).toThrow(
      'The "shell" bundle names app/routes/site.tsx, which is not there',
    );
  });

  it("vite.config.ts's shell group takes the shell's modules, not a page's", async () => {
    const { default: config } = await import("../vite.config.ts");
    const output = config.environments?.client?.build?.rolldownOptions?.output;
    const splitting = (Array.isArray(output) ? output[0] : output)?.codeSplitting;
    const groups = typeof splitting === "object" ? (splitting.groups ?? []) : [];
    const shell = groups.find((group) => group.name === "shell")?.test;
    if (typeof shell !== "function") throw new Error("the shell group has no test function");
    const takes = (file: string) => shell(path.resolve(import.meta.dirname, "..", file)) === true;
    for (const file of [
      "app/root.tsx",
      "app/routes/_site.tsx",
      "app/shell/layout/Header.tsx",
      "app/shell/ui/icons.tsx",
    ]) {
      expect(takes(file), file).toBe(true);
    }
    // A page's own modules, and what loads on demand, are not the shell's.
    for (const file of [
      "app/routes/home.tsx?route-chunk=main",
      "app/components/home/HeroCarousel.tsx",
      "app/components/NotFound.tsx",
    ]) {
      expect(takes(file), file).toBe(false);
    }
  }, 60_000); // loading the config loads React Router's and Tailwind's Vite plugins: seconds on a busy machine
});
