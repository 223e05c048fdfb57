import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { BRAND_IDS, SERVICE_IDS } from "~/brands";
import { LEGAL_PAGE_IDS } from "./legal";
import { defaultLocation, loadContent, type SiteContent } from "./load.server";
import { ContentError, formatProblem, type ContentProblem } from "./problems";

const REPOSITORY = defaultLocation();
const copies: string[] = [];

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The repository's content, copied and changed by `edit` (paths from the content folder). */
function contentWith(
  edit: (file: (relative: string, change: (text: string) => string) => void, dir: string) => void,
): string {
  const dir = mkdtempSync(path.join(tmpdir(), "content-"));
  copies.push(dir);
  cpSync(REPOSITORY.dir, dir, { recursive: true });
  edit((relative, change) => {
    const file = path.join(dir, relative);
    writeFileSync(file, change(readFileSync(file, "utf8")));
  }, dir);
  return dir;
}

/** The repository's content with `from` replaced by `to` in one file. */
function contentWithEdit(relative: string, from: string | RegExp, to: string): string {
  return contentWith((file) => file(relative, (text) => text.replace(from, to)));
}

function problemsOf(dir: string): ContentProblem[] {
  try {
    loadContent({ dir, publicDir: REPOSITORY.publicDir });
  } catch (error) {
    if (error instanceof ContentError) return [...error.problems];
    throw error;
  }
  throw new Error("the content loaded without problems");
}

function lineOf(dir: string, relative: string, text: string): number {
  const lines = readFileSync(path.join(dir, relative), "utf8").split("\n");
  return lines.findIndex((line) => line.includes(text)) + 1;
}

/** What the load says about the line of `relative` that holds `text`. */
function messagesOnLine(dir: string, relative: string, text: string): string[] {
  const line = lineOf(dir, relative, text);
  return problemsOf(dir)
    .filter((problem) => problem.file === path.join(dir, relative) && problem.line === line)
    .map((problem) => problem.message);
}

describe("the repository's content", () => {
  let content: SiteContent;
  beforeAll(() => {
    content = loadContent();
  });

  it("loads every file through its schema without a problem (a file no collection reads would be one)", () => {
    expect(Object.keys(content).sort()).toEqual([
      "about",
      "checklist",
      "firm",
      "home",
      "industries",
      "legal",
      "meetingPrep",
      "ohioBusinessTaxes",
      "paymentCenter",
      "pricing",
      "refundStatus",
      "services",
      "taxCalculator",
      "taxCalendar",
    ]);
    expect(content.services.map((file) => file.content.id)).toEqual([...SERVICE_IDS]);
    expect(content.industries.length).toBeGreaterThanOrEqual(7);
    expect(Object.keys(content.home)).toEqual([...BRAND_IDS]);
    expect(content.legal.map((page) => page.id)).toEqual([...LEGAL_PAGE_IDS]);
    expect(content.pricing.tiers.length).toBeGreaterThan(0);
    expect(content.checklist.categories.length).toBeGreaterThan(0);
    expect(content.firm.officeHours.words.full).toBe(
      "Monday through Saturday, 9 a.m. to 6 p.m., in person or virtual",
    );
  });

  it("dials the phone numbers the pages show", () => {
    expect(
      content.refundStatus.trackers.map((tracker) => [tracker.phone.display, tracker.phone.tel]),
    ).toEqual([
      ["800-829-1954", "+18008291954"],
      ["1-800-282-1784", "+18002821784"],
    ]);
  });

  it("fills in every tax, hours and site placeholder at load (brand ones are filled per page)", () => {
    const text = JSON.stringify(content);
    expect(text).not.toMatch(/\{\{\s*(tax|hours|site)\./);
  });
});

describe("the office hours", () => {
  it("are written once as days and times; the words and the 24-hour times are made from them", () => {
    const dir = contentWith((file) =>
      file("firm.yaml", (text) =>
        text
          .replace("last_day: Saturday", "last_day: Friday")
          .replace("opens: 9 a.m.", "opens: 8:30 a.m.")
          .replace("closes: 6 p.m.", "closes: noon"),
      ),
    );
    expect(loadContent({ dir, publicDir: REPOSITORY.publicDir }).firm.officeHours).toEqual({
      words: {
        full: "Monday through Friday, 8:30 a.m. to noon, in person or virtual",
        days: "Monday through Friday",
        times: "8:30 a.m. to noon",
        daysAWeek: "five",
      },
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "08:30",
      closes: "12:00",
    });
  });

  it("must open before they close, on a week that runs Monday to Sunday", () => {
    const dir = contentWith((file) =>
      file("firm.yaml", (text) =>
        text.replace("first_day: Monday", "first_day: Sunday").replace("opens: 9 a.m.", "opens: nine"),
      ),
    );
    // One problem: the pages that state the hours are not blamed for the firm file's mistake.
    expect(problemsOf(dir)).toEqual([
      expect.objectContaining({
        field: "office_hours.opens",
        message: 'write a time like "9 a.m.", "5:30 p.m." or "noon"',
      }),
    ]);
    const later = contentWithEdit("firm.yaml", "closes: 6 p.m.", "closes: 7 a.m.");
    expect(problemsOf(later)).toEqual([
      expect.objectContaining({
        field: "office_hours.closes",
        message: "the offices close (7 a.m.) before they open (9 a.m.)",
      }),
    ]);
  });
});

describe("a brand's own phone line", () => {
  it("is given for the brands that have one, as it is written, and dialled as +1 and ten digits", () => {
    const dir = contentWithEdit("firm.yaml", /^  payroll:.*$/m, "  payroll: (740) 555-0123");
    expect(loadContent({ dir, publicDir: REPOSITORY.publicDir }).firm.ownPhoneLines).toEqual({
      payroll: { display: "(740) 555-0123", tel: "+17405550123" },
    });
  });

  it("is none when left empty, or when the list is", () => {
    const empty = contentWithEdit("firm.yaml", /^  payroll:.*$/m, "  payroll:");
    expect(loadContent({ dir: empty, publicDir: REPOSITORY.publicDir }).firm.ownPhoneLines).toEqual({});
    const noList = contentWithEdit("firm.yaml", /^  payroll:.*$/m, "");
    expect(loadContent({ dir: noList, publicDir: REPOSITORY.publicDir }).firm.ownPhoneLines).toEqual({});
  });

  it("must be a US number with its area code, for a brand that exists", () => {
    const short = contentWithEdit("firm.yaml", /^  payroll:.*$/m, "  payroll: 555-0123");
    expect(problemsOf(short)).toEqual([
      expect.objectContaining({
        field: "own_phone_lines.payroll",
        message: "a US phone number with its area code, such as 800-829-1954",
      }),
    ]);
    const misspelt = contentWithEdit("firm.yaml", /^  payroll:.*$/m, "  payrol: (740) 555-0123");
    expect(problemsOf(misspelt)).toEqual([
      expect.objectContaining({
        line: lineOf(misspelt, "firm.yaml", "payrol:"),
        message: '"payrol" is not a field here (check its spelling and indentation)',
      }),
    ]);
  });
});

describe("a broken content file", () => {
  it("is named with its line and field, and every problem of a run is listed", () => {
    const dir = contentWith((file) => {
      file("services/payroll.md", (text) => text.replace(/^title: .*$/m, "titel: Payroll"));
      file("industries/retail.md", (text) => text.replace("icon: Store", "icon: Shop"));
    });
    const problems = problemsOf(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: path.join(dir, "services/payroll.md"),
          line: 2,
          field: "title",
          message: "is missing",
        }),
        expect.objectContaining({
          file: path.join(dir, "services/payroll.md"),
          line: 2,
          message: expect.stringContaining('"titel" is not a field'),
        }),
        expect.objectContaining({
          file: path.join(dir, "industries/retail.md"),
          line: lineOf(dir, "industries/retail.md", "icon: Shop"),
          field: "icon",
          message: expect.stringContaining("Invalid option"),
        }),
      ]),
    );
    const message = new ContentError(problems).message;
    expect(message).toContain(`${path.join(dir, "services/payroll.md")}:2: title: is missing`);
  });

  it("reports a section the page does not have, and one it needs", () => {
    const dir = contentWithEdit("services/marketing.md", "## What to bring", "## Bring this");
    const messages = problemsOf(dir).map(formatProblem);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/marketing\.md: the part "## What to bring" is missing/),
        expect.stringMatching(/marketing\.md:\d+: "## Bring this" is not a part of this page/),
      ]),
    );
  });

  it("reports formatting where the page shows plain text, at its line", () => {
    const dir = contentWithEdit(
      "industries/healthcare.md",
      "## How we help\n\n- **",
      "## How we help\n\n- **Practice books**: Deposits *reconciled* monthly.\n- **",
    );
    expect(messagesOnLine(dir, "industries/healthcare.md", "Deposits *reconciled*")).toEqual([
      "formatting is not shown on this page, write plain text: *reconciled*",
    ]);
  });

  it("reports a titled item written without its title", () => {
    const dir = contentWithEdit("services/payroll.md", /^- \*\*([^*]+)\*\*: /m, "- $1: ");
    expect(problemsOf(dir).map((problem) => problem.message)).toContainEqual(
      expect.stringContaining('reads "**Title**: text"'),
    );
  });

  it("reports a reference to an industry that does not exist", () => {
    const dir = contentWithEdit(
      "services/bookkeeping.md",
      /^related_industries: \[/m,
      "related_industries: [farming, ",
    );
    expect(problemsOf(dir)).toContainEqual(
      expect.objectContaining({
        file: path.join(dir, "services/bookkeeping.md"),
        field: "related_industries",
        message: expect.stringContaining('"farming" is not in content/industries/'),
      }),
    );
  });

  it("reports an unknown placeholder, a figure without a format and an unclosed one", () => {
    const dir = contentWithEdit(
      "industries/construction.md",
      "Contractors make",
      "Extra {{ tax.2026.federal.nothing | money }}, {{ tax.2026.federal.taxTableLimit }} and {{ hours.days }. Contractors make",
    );
    const messages = problemsOf(dir).map((problem) => problem.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringContaining('has no "federal.nothing"'),
        expect.stringContaining("say how to show the figure"),
        expect.stringContaining("a placeholder is not closed"),
      ]),
    );
  });

  it("reports a file the site would not read, and a service file that is missing", () => {
    const dir = contentWith((file, root) => {
      rmSync(path.join(root, "services/payroll.md"));
      writeFileSync(path.join(root, "services/notes.txt"), "to do");
      writeFileSync(path.join(root, "pricing.yml"), "tiers: []");
    });
    const messages = problemsOf(dir).map(formatProblem);
    expect(messages).toEqual(
      expect.arrayContaining([
        `${path.join(dir, "services/payroll.md")}: every service needs its file; "payroll" has none`,
        expect.stringMatching(/services\/notes\.txt: the site does not read this file/),
        expect.stringMatching(/pricing\.yml: the site does not read this file/),
      ]),
    );
  });

  it("reports an industry without its picture, and two industries in the same place", () => {
    const dir = contentWith((file, root) => {
      writeFileSync(
        path.join(root, "industries/farming.md"),
        readFileSync(path.join(root, "industries/retail.md"), "utf8"),
      );
    });
    const messages = problemsOf(dir).map(formatProblem);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /farming\.md: every industry needs a picture at public\/industries\/farming\.svg/,
        ),
        expect.stringMatching(/(farming|retail)\.md: order: order 20 is taken by/),
      ]),
    );
  });

  it("reports a resource page's facts that do not add up, an id used twice and a phone number that is not one", () => {
    const dir = contentWith((file) => {
      file("resources/ohio-business-taxes.yaml", (text) =>
        text.replace("total_rate: 7.25", "total_rate: 7.5"),
      );
      file("resources/tax-prep-checklist.yaml", (text) =>
        text.replace("id: personal-photo-id", "id: personal-ids"),
      );
      file("resources/check-my-refund.yaml", (text) =>
        text.replace("display: 800-829-1954", "display: 829-1954"),
      );
    });
    const messages = problemsOf(dir).map(formatProblem);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /ohio-business-taxes\.yaml: county_sales_tax_rates: Muskingum: the state, county and transit rates add up to 7\.25, not 7\.5/,
        ),
        expect.stringMatching(/tax-prep-checklist\.yaml: the item id "personal-ids" is used twice/),
        expect.stringMatching(
          /check-my-refund\.yaml:\d+: trackers\[1\]\.phone\.display: a US phone number with its area code/,
        ),
      ]),
    );
  });

  it("reports an estimate's figure in a calculator note that is not given it, or outside the notes", () => {
    const dir = contentWith((file) => {
      file("resources/tax-calculator.yaml", (text) =>
        text
          .replace("({{ estimate.standard_deduction }})", "({{ estimate.year }})")
          .replace("that cut is included.", "that cut is {{ estimate.year }}.")
          .replace("Leave it blank to leave city tax out.", "Leave it blank for {{ estimate.year }}."),
      );
    });
    const messages = problemsOf(dir).map(formatProblem);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /tax-calculator\.yaml:\d+: estimate\.notes\.standard_deduction_is_larger: \{\{ estimate\.year \}\} is not filled in for this note; it can use \{\{ estimate\.standard_deduction \}\}/,
        ),
        expect.stringMatching(
          /tax-calculator\.yaml:\d+: estimate\.notes\.itemized_deduction_limit: \{\{ estimate\.year \}\} is not filled in for this note, which names no figure/,
        ),
        expect.stringMatching(
          /tax-calculator\.yaml:\d+: fields\.municipal_rate_percent\.hint: \{\{ estimate\.year \}\} is not a placeholder this page can use/,
        ),
      ]),
    );
  });

  it("reports a meeting list for a service that does not exist, and two lists with one title", () => {
    const unknownService = contentWithEdit("meeting-prep.yaml", "service: payroll", "service: payrolls");
    expect(problemsOf(unknownService).map(formatProblem)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/meeting-prep\.yaml:\d+: lists\[3\]\.service: Invalid option/),
      ]),
    );
    const titlesOnly = contentWithEdit(
      "meeting-prep.yaml",
      "title: For starting a business",
      "title: For a personal or family tax return",
    );
    expect(problemsOf(titlesOnly).map(formatProblem)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /meeting-prep\.yaml: lists: the title "For a personal or family tax return" is used twice/,
        ),
      ]),
    );
  });

  it("reports YAML that cannot be read, at its line", () => {
    const dir = contentWithEdit("firm.yaml", "  opens: 9 a.m.", "  opens: [9 a.m.");
    expect(problemsOf(dir)).toContainEqual(
      expect.objectContaining({
        file: path.join(dir, "firm.yaml"),
        message: expect.stringContaining("not valid YAML"),
      }),
    );
  });

  it("says what usually causes a YAML mistake: a colon in unquoted text", () => {
    const dir = contentWithEdit("pricing.yaml", "season: 2027 filing season", "season: Filing season: 2027");
    const [message] = messagesOnLine(dir, "pricing.yaml", "season: Filing season: 2027");
    expect(message).toMatch(
      /^not valid YAML: .*\(text with a colon and a space in it must be in double quotes/,
    );
  });
});
