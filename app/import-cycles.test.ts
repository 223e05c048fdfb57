/**
 * No two modules of app/ import each other, directly or round a longer circle (type-only and dynamic
 * imports count: a circle makes the order modules start in matter, and ties code that should not
 * depend on each other). The circles that were here are untied; this keeps them so.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve(import.meta.dirname);
const IMPORT = /(?:(?:import|export)\s[^;]*?from\s+|import\()"([^"]+)"/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function resolveImport(specifier: string, from: string, known: ReadonlySet<string>): string | undefined {
  const base = specifier.startsWith("~/")
    ? path.join(APP, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((file) => known.has(file));
}

/** Each circle once, as the files on it, found by a depth-first walk of the import graph. */
function importCircles(): string[][] {
  const files = sourceFiles(APP);
  const known = new Set(files);
  const imports = new Map(
    files.map((file) => [
      file,
      [...readFileSync(file, "utf8").matchAll(IMPORT)].flatMap(
        (match) => resolveImport(match[1]!, file, known) ?? [],
      ),
    ]),
  );
  const circles: string[][] = [];
  const done = new Set<string>();
  const walk = (file: string, trail: string[]) => {
    const at = trail.indexOf(file);
    if (at !== -1) {
      circles.push(trail.slice(at).map((entry) => path.relative(APP, entry)));
      return;
    }
    if (done.has(file)) return;
    for (const next of imports.get(file) ?? []) walk(next, [...trail, file]);
    done.add(file);
  };
  for (const file of files) walk(file, []);
  return circles;
}

describe("app/ modules", () => {
  it("import each other in one direction only", () => {
    expect(importCircles()).toEqual([]);
  });
});
