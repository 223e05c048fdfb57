import { describe, expect, it } from "vitest";
import { checklistItemIds } from "./content/checklist";
import { percentDone, progressOf, readCheckedIds, serializeCheckedIds } from "./checklist-storage";

const ids = ["a", "b", "c", "d"];

describe("readCheckedIds", () => {
  it("reads a stored array, in checklist order, without unknown or repeated ids", () => {
    expect(readCheckedIds('["c","a","zzz","a"]', ids)).toEqual(["a", "c"]);
  });

  it("shrugs off anything that is not a JSON array of strings", () => {
    for (const stored of [null, "", "not json", "{}", '"a"', "42", "[1,2,null]", '{"a":true}']) {
      expect(readCheckedIds(stored, ids)).toEqual([]);
    }
    expect(readCheckedIds('["b", 3, {"x":1}]', ids)).toEqual(["b"]);
  });
});

describe("serializeCheckedIds", () => {
  it("round-trips through readCheckedIds", () => {
    const stored = serializeCheckedIds(new Set(["d", "b", "gone"]), ids);
    expect(stored).toBe('["b","d"]');
    expect(readCheckedIds(stored, ids)).toEqual(["b", "d"]);
  });
});

describe("progress", () => {
  it("counts ticked items in a group", () => {
    expect(progressOf(new Set(["a", "c", "x"]), ids)).toEqual({ done: 2, total: 4 });
    expect(percentDone({ done: 2, total: 4 })).toBe(50);
    expect(percentDone({ done: 1, total: 3 })).toBe(33);
    expect(percentDone({ done: 0, total: 0 })).toBe(0);
  });

  it("works with the real checklist's ids", () => {
    const all = checklistItemIds();
    expect(new Set(all).size).toBe(all.length);
    const stored = serializeCheckedIds(all, all);
    expect(progressOf(new Set(readCheckedIds(stored, all)), all)).toEqual({
      done: all.length,
      total: all.length,
    });
  });
});
