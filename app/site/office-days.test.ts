/**
 * The office hours are written once, in content/firm.yaml. Pages take them from the brand
 * (`contact.hours`, and `contact.openDays` for a sentence that names only the days), so a change of
 * days in firm.yaml reaches every page. Page code that names the days itself would not follow; this
 * test says where.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve(import.meta.dirname, "..");
const DAY = "(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)";
const DAYS_NAMED = new RegExp(
  `${DAY} through ${DAY}|\\b(?:one|two|three|four|five|six|seven) days a week`,
  "g",
);

function codeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory())
      return entry.name === "content" || entry.name.startsWith("+") ? [] : codeFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** What a page can show: the code without its comments. */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

describe("the office days", () => {
  it("are named by content/firm.yaml, not by page code", () => {
    const found = codeFiles(APP).flatMap((file) =>
      [...withoutComments(readFileSync(file, "utf8")).matchAll(DAYS_NAMED)].map((match) => ({
        file: path.relative(APP, file),
        says: match[0],
      })),
    );
    expect(found, "say brand.contact.openDays instead").toEqual([]);
  });
});
