import { describe, expect, it } from "vitest";
import { isInternalPath, withBrandParam } from "./links";

describe("withBrandParam", () => {
  it("adds the brand to internal paths", () => {
    expect(withBrandParam("/services", "brownco")).toBe("/services?domain=brownco");
    expect(withBrandParam("/", "payroll")).toBe("/?domain=payroll");
  });
  it("keeps existing query and hash", () => {
    expect(withBrandParam("/resources/tax-calculator?year=2026#results", "brownco")).toBe(
      "/resources/tax-calculator?year=2026&domain=brownco#results",
    );
    expect(withBrandParam("/contact#form", "payroll")).toBe("/contact?domain=payroll#form");
  });
  it("does not override an explicit brand", () => {
    expect(withBrandParam("/?domain=payroll", "brownco")).toBe("/?domain=payroll");
  });
  it("leaves other sites and schemes alone", () => {
    for (const href of ["https://teamtowin.com", "//evil.example/x", "tel:+17407540800", "mailto:a@b.c", "#main"]) {
      expect(withBrandParam(href, "brownco")).toBe(href);
      expect(isInternalPath(href)).toBe(false);
    }
  });
});
