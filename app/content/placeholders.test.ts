import { describe, expect, it } from "vitest";
import { TAX_YEARS } from "~/resources/tax/years/index";
import { fillPlaceholders, resolvePlaceholders, type PlaceholderRules } from "./placeholders";
import { FileProblems, type ContentProblem } from "./problems";

const HOURS = {
  full: "Monday through Friday, 8 a.m. to 5 p.m., in person",
  days: "Monday through Friday",
  times: "8 a.m. to 5 p.m.",
  daysAWeek: "five",
};

function resolve(text: string, rules: PlaceholderRules = { hours: HOURS }) {
  const problems: ContentProblem[] = [];
  const result = resolvePlaceholders(text, rules, new FileProblems("content/x.md", problems), {
    line: 7,
    field: "text",
  });
  return { result, problems: problems.map((problem) => problem.message) };
}

describe("placeholders", () => {
  it("fill in tax-year figures in the format asked for", () => {
    const ohio = TAX_YEARS[2025].ohio.businessIncome;
    expect(ohio.deductionCap).toBe(250_000);
    expect(
      resolve(
        "{{ tax.2025.ohio.businessIncome.deductionCap | money }} then {{tax.2025.ohio.businessIncome.rate|rate}} from {{ tax.2026.federal.seniorDeduction.minimumAge | number }}; {{ tax.2026.federal.taxTableLimit | number }}",
      ),
    ).toEqual({ result: "$250,000 then 3% from 65; 100,000", problems: [] });
  });

  it("follow the tax-year data, not a copy of it", () => {
    const figure = TAX_YEARS[2026].federal.standardDeduction.byStatus.single;
    expect(resolve("{{ tax.2026.federal.standardDeduction.byStatus.single | money }}").result).toBe(
      `$${figure.toLocaleString("en-US")}`,
    );
  });

  it("fill in due dates from the tax calendar, moved as the agency moves them", () => {
    expect(
      resolve(
        "by {{ due.federal-return-instead-of-estimate.2026.return | date }} ({{ due.federal-estimated-tax.2026.4 | iso }})",
      ),
    ).toEqual({ result: "by February 1, 2027 (2027-01-15)", problems: [] });
    expect(resolve("{{ due.federal-estimated-tax.2026.9 | date }}").problems[0]).toMatch(/names no deadline/);
    expect(resolve("{{ due.federal-estimated-tax.2026.1 }}").problems[0]).toMatch(/\| date \}\} or \| iso/);
  });

  it("fill in the office hours and the site's own names", () => {
    expect(
      resolve("Open {{ hours.days }}, {{ hours.days_a_week }} days a week, {{ hours.times }}: {{ hours }}")
        .result,
    ).toBe(`Open Monday through Friday, five days a week, 8 a.m. to 5 p.m.: ${HOURS.full}`);
    expect(resolve('under "{{ site.theme_storage_key }}"').result).toBe('under "ui-theme"');
    // A sentence that ends on "p.m." takes no second period.
    expect(resolve("Open until {{ hours.times }}. Call us.").result).toBe(
      "Open until 8 a.m. to 5 p.m. Call us.",
    );
    expect(resolve("Open {{ hours.days }}.").result).toBe("Open Monday through Friday.");
  });

  it("name what is wrong and leave the text as written", () => {
    expect(resolve("{{ tax.2019.federal.taxTableLimit | money }}").problems).toEqual([
      "there is no tax-year data for 2019 (the years are 2025, 2026)",
    ]);
    expect(resolve("{{ tax.2026.federal.brackets | money }}").problems[0]).toMatch(/is not a single figure/);
    expect(resolve("{{ tax.2026.federal.taxTableLimit }}").problems[0]).toMatch(/say how to show the figure/);
    expect(resolve("{{ tax.2026.federal.taxTableLimit | dollars }}").problems[0]).toMatch(
      /"dollars" is not a format/,
    );
    expect(resolve("{{ hours.days | money }}").problems[0]).toMatch(
      /only tax figures and due dates take a format/,
    );
    expect(resolve("{{ hours.weekdays }}")).toEqual({
      result: "{{ hours.weekdays }}",
      problems: [
        "{{ hours.weekdays }} is not a placeholder this page can use (content/README.md lists them)",
      ],
    });
    expect(resolve("{{ hours.days } and {hours}}").problems).toEqual([
      "a placeholder is not closed or not written as {{ name }}",
    ]);
  });

  it("keep brand placeholders for the page, only where the content allows them", () => {
    expect(resolve("{{ brand.name }}").problems).toHaveLength(1);
    expect(resolve("{{ brand.name }} at {{ brand.email }}", { hours: HOURS, brand: true })).toEqual({
      result: "{{ brand.name }} at {{ brand.email }}",
      problems: [],
    });
    expect(resolve("{{ brand.nickname }}", { hours: HOURS, brand: true }).problems).toHaveLength(1);
    expect(resolve("{{ brands.payroll.name }}", { hours: HOURS, brandNames: true }).problems).toEqual([]);
    expect(resolve("{{ brands.acme.name }}", { hours: HOURS, brandNames: true }).problems).toHaveLength(1);
  });

  it("are filled in from values when the page is made", () => {
    expect(
      fillPlaceholders("Write to {{ brand.email }} or {{brand.phone}}.", {
        "brand.email": "a@b.c",
        "brand.phone": "1",
      }),
    ).toBe("Write to a@b.c or 1.");
    expect(() => fillPlaceholders("{{ brand.name }}", {})).toThrow(/No value for \{\{ brand.name \}\}/);
  });
});
