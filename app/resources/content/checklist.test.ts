import { describe, expect, it } from "vitest";
import {
  checklistCategories,
  checklistItemIds,
  checklistPage,
  checklistProgress,
  lastReviewed,
} from "./checklist";

describe("tax prep checklist content", () => {
  it("has the categories the page promises, in order", () => {
    expect(checklistCategories.map((c) => c.id)).toEqual([
      "personal",
      "income",
      "deductions-credits",
      "self-employment",
      "rental",
      "education",
      "health",
      "prior-year-payments",
    ]);
  });

  it("gives every item a unique, stable, kebab-case id and a label", () => {
    const ids = checklistItemIds();
    expect(new Set(ids).size).toBe(ids.length);
    for (const category of checklistCategories) {
      expect(category.items.length).toBeGreaterThanOrEqual(3);
      for (const item of category.items) {
        expect(item.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(item.label.length).toBeGreaterThan(5);
        if (item.hint !== undefined) expect(item.hint.length).toBeGreaterThan(5);
      }
    }
  });

  it("counts progress, ignoring duplicates and ids that no longer exist", () => {
    const total = checklistItemIds().length;
    expect(checklistProgress([])).toEqual({ done: 0, total });
    expect(checklistProgress(["income-w2", "income-w2", "personal-ids", "retired-item"])).toEqual({
      done: 2,
      total,
    });
    expect(checklistProgress(checklistItemIds())).toEqual({ done: total, total });
  });

  it("names Ohio's online payment as the Department does now, not the retired Ohio ePayment", () => {
    const text = JSON.stringify(checklistCategories);
    expect(text).not.toContain("ePayment");
    expect(text).toContain("OH|TAX eServices");
  });

  it("carries the review date", () => {
    expect(lastReviewed).toBe("2026-11-24");
    expect(checklistPage.lastReviewed).toBe(lastReviewed);
  });
});
