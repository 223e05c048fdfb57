/**
 * The office hours are written once, in content/firm.yaml, and every page that states them in full
 * takes them from there. A few sentences in page code name only the days ("Open Monday through
 * Saturday", "six days a week"): if the days in firm.yaml change, these must change with them, and
 * this test says where.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import firm from "~/content/collections/firm";

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

describe("the office days named in page code", () => {
  it("are the days of content/firm.yaml", () => {
    const { days, daysAWeek } = firm.officeHours.words;
    const found = codeFiles(APP).flatMap((file) =>
      [...withoutComments(readFileSync(file, "utf8")).matchAll(DAYS_NAMED)].map((match) => ({
        file: path.relative(APP, file),
        says: match[0],
      })),
    );
    // The sentences exist (so the check checks something), and each says what firm.yaml says.
    expect(found.length).toBeGreaterThan(0);
    const wrong = found.filter(({ says }) => says !== days && says !== `${daysAWeek} days a week`);
    expect(wrong, `content/firm.yaml says "${days}" (${daysAWeek} days a week)`).toEqual([]);
  });
});
