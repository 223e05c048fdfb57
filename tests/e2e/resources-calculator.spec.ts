import { expect as baseExpect, test, type Page } from "@playwright/test";
import { formatMoney } from "../../app/resources/format";
import { calculateTaxes } from "../../app/resources/tax/engine";
import { parseTaxInput } from "../../app/resources/tax/input";
import type { TaxResult } from "../../app/resources/tax/types";
import {
  collectErrors,
  expectNoAxeViolationsInBothThemes,
  gotoHydrated,
  useTheme,
  waitForAnimationsToEnd,
  waitForFrame,
  withBrand,
} from "./support";
import { PAGE_REACT_RUNS } from "../support/routes";

// The machine that runs these is shared and often busy: allow for slow page loads.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: "parallel", timeout: 120_000 });

const PATH = "/resources/tax-calculator";
const SHARED =
  "year=2026&status=mfj&wages=95000&children=2&bothWork=1&fedWithheld=4500&ohWithheld=1600&cityRate=2.5";
/** A single retiree, 65: $45,000 of pension and $20,000 of Social Security (worked by hand in engine.test.ts). */
const RETIREE = "year=2026&status=single&age65=1&pension=45000&ss=20000&fedWithheld=3000&ohWithheld=500";
/** A head of household with $40,000 of wages and one child: the earned income credit, federal and Ohio. */
const EIC_FAMILY = "year=2026&status=hoh&wages=40000&children=1&fedWithheld=1200&ohWithheld=400";
/** The same family with a $5,000 IRA deduction: lower AGI, the same earned income (engine.test.ts). */
const EIC_FAMILY_WITH_IRA = `${EIC_FAMILY}&ira=5000`;
/** A head of household whose only child is 17: an "other dependent" who still counts for the earned income credit. */
const OLDER_CHILD = "year=2026&status=hoh&wages=30000&dependents=1";
/**
 * A couple: your $170,000 of wages, your spouse's $70,000 business. Your spouse's Schedule SE counts
 * only your spouse's wages: $9,891 (worked by hand in engine.test.ts).
 */
const COUPLE_WITH_BUSINESS = "year=2026&status=mfj&wages=170000&spouseSe=70000&bothWork=1";
/** Wages and a business of your own, $10,000 into a SEP for yourself (engine.test.ts): QBI deduction $11,011. */
const OWNER_WITH_SEP = "year=2026&status=mfj&wages=80000&se=70000&sep=10000";

/** The engine's result for a query, to check the page against. */
function expected(query: string): TaxResult {
  const parsed = parseTaxInput(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(`test query is invalid: ${JSON.stringify(parsed.fieldErrors)}`);
  return calculateTaxes(parsed.input);
}

/** The summary's line for one tax, e.g. "Ohio income tax". */
function taxLine(page: Page, label: string | RegExp) {
  return page
    .getByTestId("estimate-summary")
    .locator("..")
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: label }) });
}

/** A line of the "How your estimate adds up" ledgers, e.g. the Ohio one. */
function ledgerLine(page: Page, ledger: string, label: string | RegExp) {
  return page
    .getByRole("region", { name: ledger })
    .locator("tr")
    .filter({ has: page.locator("th", { hasText: label }) });
}

/** The retiree's estimate: benefits taxed by the IRS worksheet, none of them by Ohio, Ohio's retiree credits. */
async function expectRetireeEstimate(page: Page) {
  const result = await expectEstimate(page, RETIREE);
  expect(result.federal.socialSecurity.taxable).toBe(17_000);
  await expect(ledgerLine(page, "Federal, 2026", "Taxable part of Social Security benefits")).toContainText(
    "$17,000",
  );
  await expect(
    ledgerLine(page, "Ohio, 2026", "Social Security benefits (Ohio does not tax them)"),
  ).toContainText("− $17,000");
  await expect(ledgerLine(page, "Ohio, 2026", "Retirement income credit")).toContainText("$200");
  await expect(ledgerLine(page, "Ohio, 2026", "Senior citizen credit")).toContainText("$50");
  // Said beside the Ohio figure in the summary, not only in the notes at the bottom.
  await expect(taxLine(page, /^Ohio income tax$/)).toContainText(
    "Ohio does not tax Social Security benefits",
  );
}

/** The family's estimate: the federal earned income credit is paid out; Ohio's 30% share is used against Ohio tax. */
async function expectEicFamilyEstimate(page: Page) {
  const result = await expectEstimate(page, EIC_FAMILY);
  expect(result.federal.earnedIncomeCredit.amount).toBe(1_849);
  const summaryCredit = taxLine(page, "Earned income credit");
  await expect(summaryCredit).toContainText("$1,849");
  await expect(summaryCredit).toContainText("Social Security number valid for work");
  await expect(summaryCredit).toContainText("Tax-exempt interest and capital gains count toward that limit");
  await expect(ledgerLine(page, "Federal, 2026", "Earned income credit")).toContainText("− $1,849");
  await expect(ledgerLine(page, "Ohio, 2026", "Ohio earned income credit")).toContainText(
    formatMoney(result.ohio.credits.earnedIncome),
  );
  expect(result.ohio.credits.earnedIncome).toBe(555);
}

async function expectEstimate(page: Page, query: string) {
  const result = expected(query);
  const summary = page.getByTestId("estimate-summary");
  const total = result.totals.balance;
  await expect(summary).toContainText(
    total > 0 ? "Estimated refund" : total < 0 ? "Estimated amount you owe" : "You're about even",
  );
  await expect(page.getByTestId("estimate-total")).toHaveText(formatMoney(Math.abs(total)));
  await expect(taxLine(page, /^Federal income tax$/)).toContainText(
    formatMoney(result.federal.incomeTaxAfterCredits),
  );
  await expect(taxLine(page, /^Self-employment tax$/)).toContainText(
    formatMoney(result.federal.selfEmploymentTax.total),
  );
  await expect(taxLine(page, /^Ohio income tax$/)).toContainText(formatMoney(result.ohio.taxAfterCredits));
  if (result.municipal) {
    await expect(taxLine(page, /^City income tax/)).toContainText(formatMoney(result.municipal.tax));
  }
  return result;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server renders the estimate, chart and breakdown from a shared URL", async ({ page }) => {
    const response = await page.goto(`${PATH}?${SHARED}`);
    expect(response?.status()).toBe(200);
    const result = await expectEstimate(page, SHARED);

    // The form is refilled from the URL, with the joint-return questions showing (CSS, no script).
    await expect(page.locator("#calc-wages")).toHaveValue("95000");
    await expect(page.locator("#calc-status")).toHaveValue("mfj");
    await expect(page.locator("#calc-bothWork")).toBeChecked();
    await expect(page.getByTestId("joint-only")).toBeVisible();
    await expect(page.getByTestId("itemized-only")).toBeHidden();

    // Marginal and effective rates, and the bracket chart with its table of figures.
    await expect(page.getByText("Federal bracket")).toBeVisible();
    await expect(page.getByText("Overall effective")).toBeVisible();
    const chart = page.getByTestId("bracket-chart");
    await expect(chart.locator("tbody tr")).toHaveCount(7);
    const marginal = chart.locator("tbody tr").filter({ hasText: "Your top rate" });
    await expect(marginal).toHaveCount(1);
    await expect(marginal.locator("th")).toContainText(`${Math.round(result.federal.marginalRate * 100)}%`);
    for (const slice of result.federal.brackets.filter((s) => s.amount > 0)) {
      await expect(chart).toContainText(formatMoney(slice.amount));
    }

    // The estimate-not-advice note and the call to schedule.
    await expect(page.getByText("An estimate, not tax advice.")).toBeVisible();
    await expect(
      page.locator("main").getByRole("link", { name: "Schedule a Consultation" }).first(),
    ).toBeVisible();
    await expect(page.locator("main")).not.toContainText("NaN");
  });

  test("the form is a GET form to the same page", async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByTestId("estimate-summary")).toContainText("Fill in what you know");
    await page.locator("#calc-status").selectOption("hoh");
    await page.locator("#calc-wages").fill("52,000");
    await page.locator("#calc-children").fill("1");
    await page.locator("#calc-fedWithheld").fill("3000");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/\/resources\/tax-calculator\?.*wages=52%2C000/);
    await expect(page).toHaveURL(/status=hoh/);
    await expectEstimate(page, "status=hoh&wages=52000&children=1&fedWithheld=3000");
  });

  test("a retiree's Social Security: the taxable part federally, none of it in Ohio", async ({ page }) => {
    const response = await page.goto(`${PATH}?${RETIREE}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("#calc-ss")).toHaveValue("20000");
    await expect(page.locator("#calc-pension")).toHaveValue("45000");
    await expectRetireeEstimate(page);
  });

  test("a working family gets the earned income credit from the plain form", async ({ page }) => {
    await page.goto(PATH);
    await page.locator("#calc-status").selectOption("hoh");
    await page.locator("#calc-wages").fill("40000");
    await page.locator("#calc-children").fill("1");
    await page.locator("#calc-fedWithheld").fill("1200");
    await page.locator("#calc-ohWithheld").fill("400");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/status=hoh/);
    await expectEicFamilyEstimate(page);
  });

  test("an IRA deduction lowers AGI but not the earned income credit's earned income", async ({ page }) => {
    const response = await page.goto(`${PATH}?${EIC_FAMILY_WITH_IRA}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("#calc-ira")).toHaveValue("5000");
    const result = await expectEstimate(page, EIC_FAMILY_WITH_IRA);
    // The Table at $40,000 of earned income ($1,849) is smaller than at $35,000 of AGI ($2,648).
    expect(result.federal.earnedIncomeCredit.amount).toBe(1_849);
    await expect(ledgerLine(page, "Federal, 2026", "IRA and HSA deductions")).toContainText("− $5,000");
    await expect(ledgerLine(page, "Federal, 2026", "Adjusted gross income")).toContainText("$35,000");
    await expect(ledgerLine(page, "Federal, 2026", "Earned income credit")).toContainText("− $1,849");
    // Where each kind of contribution goes, said in the form, naming the W-2 boxes the engine reads.
    await expect(page.locator("#calc-wages-hint")).toContainText("box 5 of your W-2s");
    await expect(page.locator("#calc-pretax-hint")).toContainText("W-2 box 12, codes D, E, G and S");
    await expect(page.locator("#calc-pretax-hint")).toContainText(
      "HSA contributions through payroll (code W), which box 5 already leaves out",
    );
    await expect(page.locator("#calc-ira-hint")).toContainText("traditional IRA");
  });

  test("a couple says whose wages and whose business: each spouse's own Schedule SE", async ({ page }) => {
    const response = await page.goto(`${PATH}?${COUPLE_WITH_BUSINESS}`);
    expect(response?.status()).toBe(200);
    // The spouse's questions show for a joint return (CSS, no script), refilled from the address.
    await expect(page.getByTestId("joint-only-wages")).toBeVisible();
    await expect(page.getByTestId("joint-only-business")).toBeVisible();
    await expect(page.getByLabel("Your spouse's self-employment profit")).toHaveValue("70000");
    await expect(page.getByLabel("Your wages and salary")).toHaveValue("170000");
    const result = await expectEstimate(page, COUPLE_WITH_BUSINESS);
    expect(result.federal.selfEmploymentTax.total).toBe(9_891);
    await expect(taxLine(page, /^Self-employment tax$/)).toContainText(
      "your spouse's Schedule SE, which counts only your spouse's own wages toward the $184,500 limit",
    );
    await expect(ledgerLine(page, "Federal, 2026", "Your spouse's self-employment profit")).toContainText(
      "+ $70,000",
    );
    await expect(ledgerLine(page, "Federal, 2026", /^Your wages$/)).toContainText("$170,000");
    await expect(
      page.getByText("Each spouse's self-employment profit is treated as that spouse's own"),
    ).toBeVisible();
  });

  test("the plain form takes a business owner's SEP and cash gifts to charity", async ({ page }) => {
    await page.goto(PATH);
    await page.locator("#calc-status").selectOption("mfj");
    // Choosing a joint return shows the spouse's questions at once, before anything is sent.
    await expect(page.getByTestId("joint-only-wages")).toBeVisible();
    await page.locator("#calc-wages").fill("80000");
    await page.locator("#calc-se").fill("70000");
    await page.locator("#calc-sep").fill("10000");
    // With the standard deduction the 2026 deduction for gifts without itemizing is asked for.
    await expect(page.getByTestId("standard-only")).toBeVisible();
    await page.locator("#calc-charity").fill("1500");
    await page.getByRole("button", { name: "Calculate" }).click();
    // A plain form sends every field; the page reads what it needs from them.
    for (const sent of [/status=mfj/, /wages=80000/, /se=70000/, /sep=10000/, /charity=1500/])
      await expect(page).toHaveURL(sent);
    const query = `${OWNER_WITH_SEP}&charity=1500`;
    const result = await expectEstimate(page, query);
    expect(result.federal.charitableDeductionWithoutItemizing).toBe(1_500);
    await expect(
      ledgerLine(page, "Federal, 2026", "SEP, SIMPLE and solo 401(k) contributions"),
    ).toContainText("− $10,000");
    await expect(
      ledgerLine(page, "Federal, 2026", "Cash gifts to charity (without itemizing)"),
    ).toContainText("− $1,500");
    await expect(ledgerLine(page, "Federal, 2026", "Qualified business income deduction")).toContainText(
      formatMoney(result.federal.qualifiedBusinessIncomeDeduction),
    );
    // QBI: 70,000 less half the SE tax (4,946) and the SEP: 55,054; 20% = 11,011. Taxable income (before
    // QBI, after the 1,500 of gifts) 101,354 does not limit it.
    expect(result.federal.qualifiedBusinessIncomeDeduction).toBe(11_011);
  });

  test("a SEP larger than the business's profit is caught at its field", async ({ page }) => {
    const response = await page.goto(`${PATH}?wages=90000&se=8000&sep=9000`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("#calc-sep-error")).toContainText("can't be more than the business's profit");
    await expect(page.locator("#calc-sep")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#calc-sep")).toHaveValue("9000");
  });

  test("invalid input gets a message under each field, never NaN or an error page", async ({ page }) => {
    const response = await page.goto(`${PATH}?wages=abc&se=-500&other=99999999999&children=2.5&cityRate=9`);
    expect(response?.status()).toBe(200);
    const cases = [
      ["wages", "Enter a dollar amount using digits"],
      ["se", "negative"],
      ["other", "up to $10,000,000"],
      ["children", "Enter a whole number"],
      ["cityRate", "under 5%"],
    ] as const;
    for (const [param, message] of cases) {
      const input = page.locator(`#calc-${param}`);
      const error = page.locator(`#calc-${param}-error`);
      await expect(error).toBeVisible();
      await expect(error).toContainText(message);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAttribute("aria-describedby", new RegExp(`\\bcalc-${param}-error\\b`));
    }
    // What was typed stays in the fields, and the summary lists what to fix with links to each field.
    await expect(page.locator("#calc-wages")).toHaveValue("abc");
    const summary = page.getByTestId("estimate-summary");
    await expect(summary).toContainText("5 answers need a look");
    await expect(summary.getByRole("link", { name: "Your wages and salary" })).toHaveAttribute(
      "href",
      "#calc-wages",
    );
    await expect(page.getByTestId("estimate-total")).toHaveCount(0);
    await expect(page.locator("main")).not.toContainText("NaN");
  });
});

test.describe("with JavaScript", () => {
  test("typing updates the URL in place and the estimate follows", async ({ page }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, PATH);
    const historyLength = await page.evaluate(() => history.length);
    const wages = page.locator("#calc-wages");
    await wages.click();
    await wages.pressSequentially("52000", { delay: 30 });
    await expect(page).toHaveURL(/\?year=2026&status=single&wages=52000$/);
    await expectEstimate(page, "year=2026&status=single&wages=52000");
    // Replaced, not pushed: typing never floods the back button. Focus stays in the field.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await expect(wages).toBeFocused();

    await page.locator("#calc-fedWithheld").fill("$4,000");
    await expect(page).toHaveURL(/wages=52000&fedWithheld=4000$/);
    await expectEstimate(page, "year=2026&status=single&wages=52000&fedWithheld=4000");
    await expect(page.locator("#calc-fedWithheld")).toHaveValue("$4,000");
    expect(errors).toEqual([]);
  });

  test("a retiree types in a pension and Social Security, and the estimate follows", async ({ page }) => {
    await gotoHydrated(page, PATH);
    await page.locator("#calc-age65").check();
    await page.locator("#calc-pension").fill("45000");
    await page.locator("#calc-ss").fill("20000");
    await page.locator("#calc-fedWithheld").fill("3000");
    await page.locator("#calc-ohWithheld").fill("500");
    await expect(page).toHaveURL(/pension=45000&ss=20000&age65=1&fedWithheld=3000&ohWithheld=500$/);
    await expectRetireeEstimate(page);
  });

  test("the earned income credit follows the family's answers", async ({ page }) => {
    await gotoHydrated(page, `${PATH}?${EIC_FAMILY}`);
    await expectEicFamilyEstimate(page);
    // Too much investment income rules the credit out, and the estimate says why.
    await page.locator("#calc-invest").fill("12500");
    await expect(page).toHaveURL(/invest=12500/);
    await expectEstimate(page, `${EIC_FAMILY}&invest=12500`);
    await expect(page.getByText("No earned income credit: investment income over $12,200")).toBeVisible();
    await expect(ledgerLine(page, "Federal, 2026", "Earned income credit")).toHaveCount(0);
  });

  test("an older child counts for the earned income credit once the family says so", async ({ page }) => {
    await gotoHydrated(page, `${PATH}?${OLDER_CHILD}`);
    await expectEstimate(page, OLDER_CHILD);
    const credit = taxLine(page, "Earned income credit");
    // Counted as an other dependent only, the credit is $0, and the note beside it says what it could be.
    await expect(credit).toContainText("$0");
    await expect(credit).toContainText("could be up to $3,447");
    await page.locator("#calc-eicChildren").fill("1");
    await expect(page).toHaveURL(/dependents=1&eicChildren=1/);
    const result = await expectEstimate(page, `${OLDER_CHILD}&eicChildren=1`);
    expect(result.federal.earnedIncomeCredit.amount).toBe(3_447);
    await expect(credit).toContainText("$3,447");
    await expect(credit).not.toContainText("could be up to");
    // More of them than other dependents is caught at the field.
    await page.locator("#calc-eicChildren").fill("2");
    await expect(page.locator("#calc-eicChildren-error")).toContainText("other dependents");
  });

  test("a shared link renders the same estimate and keeps updating", async ({ page }) => {
    await gotoHydrated(page, `${PATH}?${SHARED}`);
    await expectEstimate(page, SHARED);
    await page.locator("#calc-children").fill("3");
    await expect(page).toHaveURL(/children=3/);
    await expectEstimate(page, SHARED.replace("children=2", "children=3"));
  });

  test("updates keep the scroll position", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, `${PATH}?${SHARED}`);
    const field = page.locator("#calc-ohWithheld");
    await field.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    // The header shrinks 16 px once scrolled (a 300 ms transition) and the browser's scroll anchoring
    // follows it; measure from where the page comes to rest.
    const header = page.locator("header[data-scrolled]");
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await waitForAnimationsToEnd(header);
    await waitForFrame(page);
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);
    await field.fill("2000");
    await expect(page).toHaveURL(/ohWithheld=2000/);
    await expectEstimate(page, SHARED.replace("ohWithheld=1600", "ohWithheld=2000"));
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(5);
  });

  test("choices apply at once; spouse and itemized questions show only when they matter", async ({
    page,
  }) => {
    await gotoHydrated(page, `${PATH}?wages=60000`);
    await expect(page.getByTestId("joint-only")).toBeHidden();
    await page.locator("#calc-status").selectOption("mfj");
    await expect(page).toHaveURL(/status=mfj/);
    await expect(page.getByTestId("joint-only")).toBeVisible();
    await page.locator("#calc-bothWork").check();
    await expect(page).toHaveURL(/bothWork=1/);
    await expectEstimate(page, "status=mfj&wages=60000&bothWork=1");

    await expect(page.getByTestId("itemized-only")).toBeHidden();
    await page.getByLabel("Itemized deductions", { exact: true }).check();
    await expect(page.getByTestId("itemized-only")).toBeVisible();
    // Itemizing with no total yet asks for one.
    await expect(page.locator("#calc-itemized-error")).toContainText("Enter your itemized deductions total");
    await page.locator("#calc-itemized").fill("35000");
    await expect(page).toHaveURL(/deduction=itemized&itemized=35000/);
    await expectEstimate(page, "status=mfj&wages=60000&bothWork=1&deduction=itemized&itemized=35000");

    // Back to single: the spouse answers drop out of the URL.
    await page.locator("#calc-status").selectOption("single");
    await expect(page).toHaveURL(/status=single/);
    await expect(page).not.toHaveURL(/bothWork/);
    await expect(page.getByTestId("joint-only")).toBeHidden();
  });

  test("a spouse's wages and business follow a joint return only", async ({ page }) => {
    await gotoHydrated(page, `${PATH}?year=2026&status=mfj&wages=170000&bothWork=1`);
    await expect(page.getByTestId("joint-only-business")).toBeVisible();
    await page.locator("#calc-spouseSe").fill("70000");
    await expect(page).toHaveURL(/wages=170000&spouseSe=70000/);
    const result = await expectEstimate(page, COUPLE_WITH_BUSINESS);
    expect(result.federal.selfEmploymentTaxByPerson.spouse?.total).toBe(9_891);
    await page.locator("#calc-spouseWages").fill("20000");
    await expect(page).toHaveURL(/wages=170000&spouseWages=20000&spouseSe=70000/);
    await expectEstimate(page, `${COUPLE_WITH_BUSINESS}&spouseWages=20000`);
    // Another filing status has no spouse on the return: the answers leave the address and the estimate.
    await page.locator("#calc-status").selectOption("single");
    await expect(page).toHaveURL(/status=single/);
    await expect(page).not.toHaveURL(/spouse/);
    await expect(page.getByTestId("joint-only-business")).toBeHidden();
    await expectEstimate(page, "year=2026&status=single&wages=170000");
  });

  test("cash gifts to charity are asked for with the standard deduction, not with itemizing", async ({
    page,
  }) => {
    await gotoHydrated(page, `${PATH}?year=2026&wages=52000`);
    await expect(page.getByTestId("standard-only")).toBeVisible();
    await page.locator("#calc-charity").fill("1500");
    await expect(page).toHaveURL(/wages=52000&charity=1500/);
    const result = await expectEstimate(page, "year=2026&wages=52000&charity=1500");
    expect(result.federal.charitableDeductionWithoutItemizing).toBe(1_000);
    await expect(page.getByText("Includes $1,000 of your cash gifts to charity")).toBeVisible();
    await page.getByLabel("Itemized deductions", { exact: true }).check();
    await expect(page.getByTestId("standard-only")).toBeHidden();
    await page.locator("#calc-itemized").fill("20000");
    await expect(page).toHaveURL(/deduction=itemized&itemized=20000$/);
    await expectEstimate(page, "year=2026&wages=52000&deduction=itemized&itemized=20000");
  });

  test("axe finds nothing with a spouse's business, a SEP and gifts entered, light and dark", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await useTheme(page, "light");
    await gotoHydrated(
      page,
      `${PATH}?${COUPLE_WITH_BUSINESS}&spouseWages=20000&se=5000&sep=2000&charity=800`,
    );
    await expect(page.getByTestId("estimate-total")).toBeVisible();
    await expect(page.getByTestId("joint-only-wages")).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page, "calculator with the new questions");
  });

  test("invalid input shows its message under the field, and the estimate returns once fixed", async ({
    page,
  }) => {
    await gotoHydrated(page, `${PATH}?wages=40000`);
    await expect(page.getByTestId("estimate-total")).toBeVisible();
    const wages = page.locator("#calc-wages");
    for (const [typed, message] of [
      ["12abc", "Enter a dollar amount using digits"],
      ["-500", "negative"],
      ["99999999999", "up to $10,000,000"],
    ] as const) {
      await wages.fill(typed);
      await expect(page.locator("#calc-wages-error")).toContainText(message);
      await expect(wages).toHaveAttribute("aria-invalid", "true");
      await expect(wages).toHaveAttribute("aria-describedby", /calc-wages-error/);
      await expect(page.getByTestId("estimate-summary")).toContainText("One answer needs a look");
      await expect(page.locator("main")).not.toContainText("NaN");
      // What the visitor typed is never overwritten while the page updates.
      await expect(wages).toHaveValue(typed);
    }
    await wages.fill("41000");
    await expect(page.locator("#calc-wages-error")).toHaveCount(0);
    await expect(wages).not.toHaveAttribute("aria-invalid", "true");
    await expectEstimate(page, "wages=41000");
  });

  test("the estimate's bottom line is announced politely, from a region that stays while it changes", async ({
    page,
  }) => {
    await gotoHydrated(page, `${PATH}?${SHARED}`);
    const region = page.getByRole("region", { name: "Your 2026 estimate" });
    await expect(region).toBeVisible();
    const live = region.locator('[aria-live="polite"]');
    await expect(live).toHaveCount(1);
    await expect(live).toContainText("Federal:");
    // Only the bottom line is read out, not the whole table under it.
    await expect(live).not.toContainText("Your taxes for the year");
    await live.evaluate((element) => Object.assign(element, { __same: true }));
    await page.locator("#calc-wages").fill("120000");
    const changed = SHARED.replace("wages=95000", "wages=120000");
    await expect(live).toContainText(formatMoney(Math.abs(expected(changed).totals.balance)));
    expect(await live.evaluate((element) => "__same" in element), "the same live region").toBe(true);
  });

  test("an example fills the form, and Start over empties it", async ({ page }) => {
    await gotoHydrated(page, PATH);
    await page.getByRole("link", { name: /Single, \$52,000 in wages/ }).click();
    await expect(page).toHaveURL(/wages=52000/);
    await expect(page.locator("#calc-wages")).toHaveValue("52000");
    await expect(page.getByTestId("estimate-total")).toBeVisible();
    await page.getByRole("link", { name: "Start over" }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(page.locator("#calc-wages")).toHaveValue("");
    await expect(page.getByTestId("estimate-summary")).toContainText("Fill in what you know");
    // The examples came with the page Start over loaded; they still link to the page itself.
    await expect(page.getByRole("link", { name: /Single, \$52,000 in wages/ })).toHaveAttribute(
      "href",
      new RegExp(`^${PATH}\\?`),
    );
  });

  test("the brand chosen by ?domain= stays in the calculator's URL", async ({ page }) => {
    await gotoHydrated(page, withBrand(PATH, "brownco"));
    await page.locator("#calc-wages").fill("30000");
    await expect(page).toHaveURL(/wages=30000&domain=brownco$/);
    await expect(page.getByTestId("estimate-total")).toBeVisible();
  });

  test("another tax year: the heading, the facts and the sources follow, the typed figures stay", async ({
    page,
  }) => {
    await gotoHydrated(page, `${PATH}?year=2026&wages=52000`);
    const sources = page.locator("#sources");
    await expect(sources).toContainText("tax rate tables for 2026");
    await page.locator("#calc-year").selectOption("2025");
    await expect(page).toHaveURL(/\?year=2025&status=single&wages=52000$/);
    await expect(page.locator("#estimate-heading")).toHaveText("Your 2025 estimate");
    await expect(page.getByText("2025 (2025 and 2026 available)", { exact: true })).toBeVisible();
    await expect(sources).toContainText("tax rate tables for 2025");
    await expectEstimate(page, "year=2025&wages=52000");
    await expect(page.locator("#calc-wages")).toHaveValue("52000");
  });

  test("when the estimate cannot be fetched, a toast says so and Calculate tries again", async ({ page }) => {
    await gotoHydrated(page, PATH);
    let refuse = true;
    await page.route(
      (url) => url.pathname === PATH && url.search.includes("wages="),
      (route) => (refuse ? route.abort("internetdisconnected") : route.fallback()),
    );
    await page.locator("#calc-wages").fill("52000");
    await expect(page.getByRole("alert").filter({ hasText: "Could not update the estimate" })).toContainText(
      "Please check your connection, then press Calculate.",
    );
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(page.getByTestId("estimate-summary")).toContainText("Fill in what you know");
    refuse = false;
    await page.getByRole("button", { name: "Calculate" }).click();
    await expectEstimate(page, "wages=52000");
    await expect(page.locator("#estimate-heading")).toBeFocused();
  });

  test("Copy link puts the estimate's address on the clipboard", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, `${PATH}?${SHARED}`);
    await page.getByRole("button", { name: "Copy link to this estimate" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("drawn in-app from a page React runs, the estimate follows the form, and an example is another page", async ({
    page,
  }) => {
    await gotoHydrated(page, PAGE_REACT_RUNS);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.locator(`footer a[href="${PATH}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await page.getByRole("link", { name: /Single, \$52,000 in wages/ }).click();
    await expect(page).toHaveURL(/wages=52000/);
    await expect(page.locator("#calc-wages")).toHaveValue("52000");
    await page.locator("#calc-wages").fill("60000");
    await expect(page).toHaveURL(/wages=60000/);
    await expect(page.getByTestId("estimate-total")).toHaveText(
      formatMoney(Math.abs(expected(new URL(page.url()).search.slice(1)).totals.balance)),
    );
    // Start over, though the router never saw the typed address: an empty form and estimate.
    await page.getByRole("link", { name: "Start over" }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(page.locator("#calc-wages")).toHaveValue("");
    await expect(page.getByTestId("estimate-summary")).toContainText("Fill in what you know");
    expect(await page.evaluate(() => "__sameDocument" in window), "followed in-app").toBe(true);
  });

  test("on a phone, a bar shows the bottom line until the estimate itself is in view", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, `${PATH}?${SHARED}`);
    const result = expected(SHARED);
    const bar = page.getByRole("link", { name: /See the estimate/ });
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(formatMoney(Math.abs(result.totals.balance)));
    await bar.click();
    await expect(page.locator("#estimate-heading")).toBeInViewport();
    await expect(bar).toHaveCount(0);
  });
});
