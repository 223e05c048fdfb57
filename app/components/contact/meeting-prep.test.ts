import { describe, expect, it } from "vitest";
import { ALL_BRANDS } from "~/brands";
import { orderPrepareLists, PREPARE_LISTS, type PrepareList } from "./meeting-prep";

describe("orderPrepareLists", () => {
  it("puts each brand's own services first, in its order, and the general list last", () => {
    for (const brand of ALL_BRANDS) {
      const ordered = orderPrepareLists(PREPARE_LISTS, brand.contentPriorities.services);
      const serviceIds = ordered.flatMap((list) => (list.serviceId ? [list.serviceId] : []));
      const expected = brand.contentPriorities.services.filter((id) => serviceIds.includes(id));
      expect(serviceIds).toEqual(expected);
      expect(ordered.at(-1)?.serviceId).toBeUndefined();
      expect(ordered).toHaveLength(PREPARE_LISTS.length);
    }
  });

  it("shows the payroll brand its payroll list first and the tax brand its personal tax list first", () => {
    const byBrand = Object.fromEntries(
      ALL_BRANDS.map((brand) => [
        brand.id,
        orderPrepareLists(PREPARE_LISTS, brand.contentPriorities.services)[0]?.serviceId,
      ]),
    );
    expect(byBrand.payroll).toBe("payroll");
    expect(byBrand.dresdentax).toBe("personal-tax");
  });

  it("keeps lists for services a brand does not rank after the ranked ones, before the general list", () => {
    const lists: PrepareList[] = [
      { title: "general", items: ["a"] },
      { serviceId: "marketing", title: "unranked", items: ["b"] },
      { serviceId: "payroll", title: "ranked", items: ["c"] },
    ];
    expect(orderPrepareLists(lists, ["payroll"]).map((list) => list.title)).toEqual([
      "ranked",
      "unranked",
      "general",
    ]);
  });

  it("does not change the list it is given", () => {
    const before = PREPARE_LISTS.map((list) => list.title);
    orderPrepareLists(PREPARE_LISTS, ["payroll"]);
    expect(PREPARE_LISTS.map((list) => list.title)).toEqual(before);
  });

  it("has real, non-empty lists with unique titles", () => {
    expect(new Set(PREPARE_LISTS.map((list) => list.title)).size).toBe(PREPARE_LISTS.length);
    for (const list of PREPARE_LISTS) expect(list.items.length).toBeGreaterThanOrEqual(3);
  });
});
