import { describe, expect, it } from "vitest";
import { LOCAL_TOWN, SISTER_SITES } from "./locations";

describe("locations", () => {
  it("has Dresden as the local town, linking to the About page", () => {
    expect(LOCAL_TOWN).toMatchObject({ name: "Dresden", link: "/about-us", note: "You are here" });
  });

  it("lists the eight sister-site towns of the spec, in order", () => {
    expect(SISTER_SITES.map((site) => site.name)).toEqual([
      "Zanesville",
      "Coshocton",
      "Newark",
      "Cambridge",
      "Mount Vernon",
      "Newcomerstown",
      "Marietta",
      "Columbus",
    ]);
  });

  it.each(SISTER_SITES.map((s) => [s.name, s] as const))("%s links to its own taxpros site", (name, site) => {
    const slug = name.toLowerCase().replace(/\s+/g, "");
    expect(site.url).toBe(`https://www.${slug}taxpros.com`);
    expect(() => new URL(site.url)).not.toThrow();
  });

  it("has unique ids and urls", () => {
    expect(new Set(SISTER_SITES.map((s) => s.id)).size).toBe(8);
    expect(new Set(SISTER_SITES.map((s) => s.url)).size).toBe(8);
    expect(SISTER_SITES.map((s) => s.id)).not.toContain(LOCAL_TOWN.id);
  });
});
