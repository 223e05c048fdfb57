import { expect as baseExpect, test, type Page } from "@playwright/test";
import {
  ALL_BRANDS,
  collectErrors,
  expectNoAxeViolationsInBothThemes,
  gotoHydrated,
  useTheme,
  withBrand,
} from "./support";

// The machine that runs these is shared and often busy: allow for slow page loads.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: "parallel", timeout: 120_000 });

/** The five resource pages, with something each must say and whether it shows FAQs. */
const PAGES = [
  {
    path: "/resources/tax-calculator",
    h1: "Tax Calculator",
    mustSay: ["Your return", "Income for the year", "City income tax (optional)"],
    faqs: false,
  },
  {
    path: "/resources/check-my-refund",
    h1: "Check My Refund",
    mustSay: [
      "IRS Where's My Refund?",
      "Your Ohio refund",
      "How long refunds usually take",
      "What a delay usually means",
    ],
    faqs: true,
  },
  {
    path: "/resources/tax-payment-center",
    h1: "Tax Payment Center",
    mustSay: [
      "IRS Direct Pay",
      "EFTPS",
      "Guest Payment Service",
      "2026 estimated tax due dates",
      "Payment plans",
    ],
    faqs: true,
  },
  {
    path: "/resources/tax-prep-checklist",
    h1: "Tax Prep Checklist",
    mustSay: ["Personal information", "Self-employment and small business", "Your progress"],
    faqs: false,
  },
  {
    path: "/resources/ohio-business-taxes",
    h1: "Ohio Business Taxes",
    mustSay: [
      "Commercial Activity Tax (CAT)",
      "Sales and use tax",
      "Employer withholding",
      "Municipal net profit tax",
      "Electing pass-through entity tax",
      "Unemployment insurance",
      "Muskingum",
      "Franklin",
      "Fairfield",
    ],
    faqs: false,
  },
] as const;

/** A calculator URL with a full result, so the checks cover the estimate, chart and breakdown. */
const CALCULATOR_WITH_RESULT =
  "/resources/tax-calculator?year=2026&status=mfj&wages=95000&se=12000&children=2&bothWork=1&fedWithheld=4500&ohWithheld=1600&cityRate=2.5&cityWithheld=900";

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
}

for (const brand of ALL_BRANDS) {
  for (const resource of PAGES) {
    test(`${resource.path} for ${brand.id}: tax year, sources, last reviewed, breadcrumbs, calls to action`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      const response = await gotoHydrated(page, withBrand(resource.path, brand.id));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${resource.h1} · ${brand.name}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(resource.h1);
      const main = page.locator("main");
      for (const text of resource.mustSay)
        await expect(main.getByText(text, { exact: false }).first()).toBeVisible();

      // Breadcrumbs: Home / Resources / page, and their JSON-LD.
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("link", { name: "Resources" })).toHaveAttribute(
        "href",
        "#more-resources",
      );
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(resource.h1);
      await expect(page.locator("#more-resources")).toBeAttached();
      const types = await jsonLdTypes(page);
      expect(types).toContain("BreadcrumbList");
      expect(types.includes("FAQPage")).toBe(resource.faqs);
      const breadcrumbLd = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map(
          (text) =>
            JSON.parse(text) as { "@type": string; itemListElement?: { name: string; item: string }[] },
        )
        .find((ld) => ld["@type"] === "BreadcrumbList");
      expect(breadcrumbLd?.itemListElement?.map((item) => item.name)).toEqual([
        "Home",
        "Resources",
        resource.h1,
      ]);
      expect(breadcrumbLd?.itemListElement?.at(-1)?.item).toMatch(
        new RegExp(`^https://[^/]+${resource.path}$`),
      );

      // Tax year, last reviewed (a <time>), and sources with official links.
      await expect(main.getByText("Tax year:")).toBeVisible();
      await expect(main.locator("dd time[datetime]").first()).toHaveAttribute(
        "datetime",
        /^\d{4}-\d{2}-\d{2}$/,
      );
      const sources = page.locator("#sources");
      await expect(sources.getByRole("heading", { name: "Sources" })).toBeVisible();
      const sourceLinks = sources.locator("a[href^='https://']");
      expect(await sourceLinks.count()).toBeGreaterThan(2);
      for (const href of await sourceLinks.evaluateAll((links) =>
        links.map((a) => a.getAttribute("href") ?? ""),
      )) {
        expect(href).toMatch(
          /^https:\/\/([a-z0-9-]+\.)*(irs\.gov|ohio\.gov|eftps\.gov|ssa\.gov|govdelivery\.com)\//,
        );
      }
      await expect(sources.locator("a[href^='https://']").first()).toHaveAttribute("target", "_blank");

      // Calls to action keep the brand choice on internal links.
      await expect(main.getByRole("link", { name: "Schedule a Consultation" }).first()).toHaveAttribute(
        "href",
        `/schedule?domain=${brand.id}`,
      );
      await expect(main.getByRole("link", { name: "Contact Us" }).first()).toHaveAttribute(
        "href",
        `/contact?domain=${brand.id}`,
      );
      await expect(main).not.toContainText("NaN");
      // #418 is an intermittent hydration mismatch of the shared shell, seen on every page of the
      // production build (reported separately); anything else from these pages fails the test.
      expect(errors.filter((e) => !e.includes("Minified React error #418"))).toEqual([]);
    });
  }
}

test("the payment center marks passed dates and the next one due, by the date in Ohio", async ({ page }) => {
  await page.goto("/resources/tax-payment-center");
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
  const lists = page.locator("ol[aria-label$='estimated payments']");
  await expect(lists).toHaveCount(2);
  for (const list of await lists.all()) {
    for (const item of await list.locator("li").all()) {
      const date = (await item.locator("time").getAttribute("datetime")) ?? "";
      if (date < today) await expect(item).toContainText("Passed");
      else await expect(item).not.toContainText("Passed");
    }
    const next = list.locator('li[aria-current="date"]');
    expect(await next.count()).toBeLessThanOrEqual(1);
    if ((await next.count()) === 1) await expect(next).toContainText("Next due");
  }
});

test("FAQs open and close from the keyboard, without JavaScript too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/resources/check-my-refund");
  const question = page.locator("summary", { hasText: "Will calling the IRS speed up my refund?" });
  const answer = page.getByText("The phone agents see the same information");
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(answer).toBeVisible();
  await context.close();
});

const AXE_PATHS = [
  ...PAGES.map((p) => p.path),
  CALCULATOR_WITH_RESULT,
  // A retiree and a working family: the taxable-benefits, credit and caveat lines under the figures.
  "/resources/tax-calculator?year=2026&status=single&age65=1&pension=45000&ss=20000&invest=2000&fedWithheld=3000",
  "/resources/tax-calculator?year=2026&status=hoh&wages=40000&children=1&dependents=1&fedWithheld=1200",
  "/resources/tax-calculator?wages=abc&children=-1&cityRate=9&deduction=itemized",
];

for (const brand of ALL_BRANDS) {
  for (const path of AXE_PATHS) {
    test(`axe: ${path}, ${brand.id}, light and dark`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await useTheme(page, "light");
      await gotoHydrated(page, withBrand(path, brand.id));
      await expectNoAxeViolationsInBothThemes(page, `${path} (${brand.id})`);
    });
  }
}
