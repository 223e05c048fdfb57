import { describe, expect, it } from "vitest";
import { isAllowedOrigin } from "./origin";

describe("isAllowedOrigin", () => {
  it("allows a missing Origin and the request's own host, with or without default ports", () => {
    expect(isAllowedOrigin(undefined, ["dresdentax.com"])).toBe(true);
    expect(isAllowedOrigin(null, ["dresdentax.com"])).toBe(true);
    expect(isAllowedOrigin("https://dresdentax.com", ["dresdentax.com"])).toBe(true);
    expect(isAllowedOrigin("https://dresdentax.com", ["dresdentax.com:443"])).toBe(true);
    expect(isAllowedOrigin("http://localhost:3000", ["localhost:3000"])).toBe(true);
    expect(isAllowedOrigin("https://www.dresdentax.com", ["internal:3000", "www.dresdentax.com"])).toBe(true);
  });

  it("refuses other sites, other ports, look-alike hosts, 'null' and garbage", () => {
    for (const origin of [
      "https://evil.example",
      "http://localhost:4000",
      "https://dresdentax.com.evil.example",
      "null",
      "not a url",
      "",
    ]) {
      expect(isAllowedOrigin(origin, ["dresdentax.com", "localhost:3000"]), origin).toBe(false);
    }
  });

  it("allows explicitly listed origins", () => {
    expect(
      isAllowedOrigin("https://browncoconsulting.com", ["dresdentax.com"], ["https://browncoconsulting.com"]),
    ).toBe(true);
  });
});
