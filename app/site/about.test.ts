import { describe, expect, it } from "vitest";
import { ALL_BRANDS } from "~/brands";
import { ABOUT, brandFamily, FIRM_STATS } from "./about";
import { LOCAL_TOWN, SISTER_SITES } from "./locations";

describe("ABOUT", () => {
  it("tells the story with every brand's current name", () => {
    const story = ABOUT.story.join(" ");
    for (const brand of ALL_BRANDS) expect(story).toContain(brand.name);
    expect(story).toMatch(/Dresden/);
    expect(story).toMatch(/Pickerington/);
  });

  it("has 4 or 5 values and says how the firm works", () => {
    expect(ABOUT.values.length).toBeGreaterThanOrEqual(4);
    expect(ABOUT.values.length).toBeLessThanOrEqual(5);
    const howWeWork = ABOUT.howWeWork.map((item) => `${item.title} ${item.text}`).join(" ");
    expect(howWeWork).toMatch(/Monday through Saturday/);
    expect(howWeWork).toMatch(/virtual/i);
    expect(howWeWork).toMatch(/portal/);
    expect(howWeWork).toMatch(/year-round/i);
  });

  it("lists every town of 'Our Locations' among the towns served, once each", () => {
    const names = ABOUT.townsServed.map((town) => town.name);
    expect(new Set(names).size).toBe(names.length);
    for (const town of [LOCAL_TOWN, ...SISTER_SITES]) expect(names).toContain(town.name);
    for (const town of ["Pickerington", "Frazeysburg", "Nashport", "Trinway"]) expect(names).toContain(town);
  });
});

describe("FIRM_STATS", () => {
  it("are the firm's own figures from the spec", () => {
    expect(FIRM_STATS.map((s) => [s.label, s.value])).toEqual([
      ["Returns Every Year", 100],
      ["Years Experience", 20],
      ["Industries Served", 10],
      ["Service Offerings", 8],
    ]);
  });
});

describe("brandFamily", () => {
  it.each(ALL_BRANDS.map((b) => [b.id, b] as const))(
    "on %s lists the visitor's brand first, and all three",
    (id, brand) => {
      const family = brandFamily(brand);
      expect(family).toHaveLength(3);
      expect(family[0]).toMatchObject({ id, current: true, url: `https://${brand.domain}` });
      expect(family.filter((member) => member.current)).toHaveLength(1);
      expect(new Set(family.map((member) => member.id)).size).toBe(3);
    },
  );
});
