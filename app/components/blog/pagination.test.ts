import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageHref, pageItems } from "./pagination";

describe("pageItems", () => {
  it("lists every page when there are few", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("shows first, last and the neighbours of the current page, with gaps", () => {
    expect(pageItems(1, 20)).toEqual([1, 2, "gap", 20]);
    expect(pageItems(10, 20)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
    expect(pageItems(20, 20)).toEqual([1, "gap", 19, 20]);
    // A gap of exactly one page shows that page instead of an ellipsis.
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
  });

  it("has nothing for an empty list", () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  it("always includes first, last and current, ascending without repeats", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 300 }), (a, b) => {
        const pages = Math.max(a, b);
        const current = Math.min(a, b);
        const numbers = pageItems(current, pages).filter((item): item is number => item !== "gap");
        expect(numbers).toContain(1);
        expect(numbers).toContain(pages);
        expect(numbers).toContain(current);
        expect(numbers).toEqual([...new Set(numbers)].sort((x, y) => x - y));
      }),
    );
  });
});

describe("pageHref", () => {
  it("links page 1 to the list itself and later pages with ?page=", () => {
    expect(pageHref("/blog", 1)).toBe("/blog");
    expect(pageHref("/blog", 3)).toBe("/blog?page=3");
    expect(pageHref("/blog/tag/payroll", 2)).toBe("/blog/tag/payroll?page=2");
  });
});
