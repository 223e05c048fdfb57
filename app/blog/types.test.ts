import { describe, expect, it } from "vitest";
import { emptyPostPage, paginate, postPath } from "./types";

describe("paginate", () => {
  it("offers a next page only when the page came back full and more remain", () => {
    expect(paginate(1, 9, 9, 25)).toEqual({ page: 1, limit: 9, pages: 3, total: 25, next: 2, prev: null });
    expect(paginate(3, 9, 7, 25)).toEqual({ page: 3, limit: 9, pages: 3, total: 25, next: null, prev: 2 });
  });

  it("has no next page after a short page even if the total claims more", () => {
    expect(paginate(1, 9, 5, 25).next).toBeNull();
  });

  it("has no next page when a full last page ends the list exactly", () => {
    expect(paginate(2, 9, 9, 18).next).toBeNull();
  });

  it("counts at least one page for an empty list", () => {
    expect(paginate(1, 6, 0, 0)).toEqual({ page: 1, limit: 6, pages: 1, total: 0, next: null, prev: null });
  });
});

describe("emptyPostPage", () => {
  it("has no posts and no next page", () => {
    const page = emptyPostPage(2, 9);
    expect(page.posts).toEqual([]);
    expect(page.pagination.next).toBeNull();
    expect(page.pagination.prev).toBe(1);
  });
});

describe("postPath", () => {
  it("is the post's path on this site", () => {
    expect(postPath("ohio-flat-tax")).toBe("/blog/ohio-flat-tax");
  });
});
