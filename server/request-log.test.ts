import { describe, expect, it } from "vitest";
import { loggedPath, requestId } from "./request-log";

describe("requestId", () => {
  it("keeps a proxy's id only behind a trusted proxy, and only when it looks like an id", () => {
    expect(requestId("caddy-1f2e", 1)).toBe("caddy-1f2e");
    expect(requestId("caddy-1f2e", 0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestId("has spaces", 1)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestId("x".repeat(129), 1)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestId(["first", "second"], 1)).toBe("first");
    expect(requestId(undefined, 1)).not.toBe(requestId(undefined, 1));
  });
});

describe("loggedPath", () => {
  it("drops the query and fragment (what a visitor typed) and cuts long paths", () => {
    expect(loggedPath("/search?q=my+ssn")).toBe("/search");
    expect(loggedPath("/blog#top")).toBe("/blog");
    expect(loggedPath(`/${"a".repeat(400)}`)).toHaveLength(300);
  });
});
