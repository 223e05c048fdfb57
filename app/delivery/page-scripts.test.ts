import { describe, expect, it } from "vitest";
import { pageNeedsReact, WITHOUT_REACT } from "./page-scripts";

describe("pageNeedsReact", () => {
  it("is false only for a page that says so and rendered without an error", () => {
    expect(pageNeedsReact(WITHOUT_REACT, false)).toBe(false);
    expect(pageNeedsReact(WITHOUT_REACT, true)).toBe(true);
    expect(pageNeedsReact(undefined, false)).toBe(true);
    expect(pageNeedsReact({ react: true }, false)).toBe(true);
    expect(pageNeedsReact({ breadcrumb: "x" }, false)).toBe(true);
  });

  it("asks a page's function with its loader data", () => {
    const handle = { react: (data: unknown) => (data as { status: string }).status !== "ok" };
    expect(pageNeedsReact(handle, false, { status: "ok" })).toBe(false);
    expect(pageNeedsReact(handle, false, { status: "unavailable" })).toBe(true);
    expect(pageNeedsReact(handle, true, { status: "ok" })).toBe(true);
  });
});
