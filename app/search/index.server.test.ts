import { describe, expect, it } from "vitest";
import { getBrand } from "~/brands";
import { siteDocuments } from "./documents.server";
import { buildSearchIndex, type SearchDocument } from "./index.server";

const doc = (path: string, fields: Partial<SearchDocument>): SearchDocument => ({
  kind: "post",
  path,
  title: path,
  summary: "",
  body: "",
  keywords: "",
  date: null,
  ...fields,
});

const markedIn = (parts: { text: string; mark?: true }[]) => parts.filter((part) => part.mark).map((part) => part.text);

describe("buildSearchIndex", () => {
  const index = buildSearchIndex([
    doc("/blog/body-only", {
      title: "Year-end planning for families",
      body: `${"Plenty of other advice here. ".repeat(5)}The SALT cap still matters for itemizers. ${"More.".repeat(5)}`,
    }),
    doc("/blog/salt-cap", { title: "The SALT cap after 2025", summary: "What changed for the state and local tax deduction." }),
    doc("/services/payroll", { kind: "service", title: "Payroll Services", summary: "Paychecks and filings.", body: "Withholding and quarterly reports." }),
  ]);

  it("ranks a page whose title has the words above one that only mentions them", () => {
    const answer = index.search("salt cap");
    expect(answer.hits.map((hit) => hit.path)).toEqual(["/blog/salt-cap", "/blog/body-only"]);
    expect(answer.total).toBe(2);
    expect(answer.terms).toEqual(["salt", "cap"]);
  });

  it("marks the words found in the title and in a passage of the body", () => {
    const [first, second] = index.search("SALT cap").hits;
    expect(markedIn(first!.title)).toEqual(["SALT", "cap"]);
    expect(markedIn(second!.title)).toEqual([]);
    expect(markedIn(second!.excerpt)).toEqual(["SALT", "cap"]);
  });

  it("finds words being typed and small typos", () => {
    expect(index.search("payr").hits[0]?.path).toBe("/services/payroll");
    expect(index.search("withholdng").hits[0]?.path).toBe("/services/payroll");
  });

  it("needs every word, unless that finds nothing, and says so", () => {
    const some = index.search("payroll salt");
    expect(some.hits.map((hit) => hit.path).sort()).toEqual(["/blog/body-only", "/blog/salt-cap", "/services/payroll"].sort());
    expect(some.partial).toBe(true);
    const all = index.search("salt deduction");
    expect(all.hits.map((hit) => hit.path)).toEqual(["/blog/salt-cap"]);
    expect(all.partial).toBe(false);
  });

  it("answers nothing for empty, stop-word and hostile queries, without throwing", () => {
    for (const query of ["", "   ", "the of and", "*", "%00", "\u0000", "(((", "a".repeat(10_000), "🙂"]) {
      expect(index.search(query).hits, JSON.stringify(query.slice(0, 20))).toEqual([]);
    }
  });

  it("limits the results shown but counts them all", () => {
    const many = buildSearchIndex(Array.from({ length: 30 }, (_, i) => doc(`/blog/p${i}`, { title: `Payroll note ${i}` })));
    const answer = many.search("payroll", 5);
    expect(answer.hits).toHaveLength(5);
    expect(answer.total).toBe(30);
  });
});

describe("the site's own pages", () => {
  it("use each brand's service titles", () => {
    const byBrand = (id: "dresdentax" | "brownco" | "payroll") =>
      siteDocuments(getBrand(id)).filter((page) => page.kind === "service").map((page) => page.title);
    for (const id of ["dresdentax", "brownco", "payroll"] as const) {
      const brand = getBrand(id);
      const override = Object.values(brand.serviceOverrides).find((value) => value?.title)?.title;
      if (override) expect(byBrand(id)).toContain(override);
    }
    expect(byBrand("brownco")).not.toEqual(byBrand("payroll"));
  });

  it("are found by what they say: services, industries and tax resources", () => {
    const index = buildSearchIndex(siteDocuments(getBrand("dresdentax")));
    const first = (query: string) => index.search(query).hits[0];
    expect(first("ohio business taxes")?.path).toBe("/resources/ohio-business-taxes");
    expect(index.search("commercial activity tax").hits.slice(0, 3).map((hit) => hit.path)).toContain(
      "/resources/ohio-business-taxes",
    );
    expect(first("refund")?.path).toBe("/resources/check-my-refund");
    expect(first("construction")?.kind).toBe("industry");
    expect(first("bookkeeping")?.path).toBe("/services/bookkeeping");
    // Addresses inside the content are not words of the page.
    expect(index.search("https").hits).toEqual([]);
  });
});
