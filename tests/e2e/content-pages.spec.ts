import { expect, test, type Page } from "@playwright/test";
import { SERVICE_IDS, type Brand } from "../../app/brands";
import { SERVICE_SECTIONS } from "../../app/content/services";
import { INDUSTRIES } from "../../app/site/industries";
import { LEGAL_PAGES } from "../../app/site/legal";
import { PERSONAL_TAX_PRICING, formatStartingPrice } from "../../app/site/pricing";
import { getServiceForBrand, getServicesForBrand } from "../../app/site/services";
import {
  ALL_BRANDS,
  expectNoAxeViolations,
  expectNoAxeViolationsInBothThemes,
  gotoHydrated,
  htmlEscape,
  useTheme,
  withBrand,
} from "./support";

/** Every content page of issue 3 with the h1 it must show for a brand (service titles differ by brand). */
function contentPages(brand: Brand): { path: string; h1: string }[] {
  return [
    { path: "/services", h1: "Our Services" },
    ...SERVICE_IDS.map((id) => ({ path: `/services/${id}`, h1: getServiceForBrand(brand, id).title })),
    { path: "/services/personal-tax/pricing", h1: PERSONAL_TAX_PRICING.title },
    { path: "/industries", h1: "Industries We Serve" },
    ...INDUSTRIES.map((industry) => ({ path: industry.link, h1: industry.name })),
    { path: "/about-us", h1: "About Us" },
    ...LEGAL_PAGES.map((page) => ({ path: page.path, h1: page.title })),
  ];
}

const CONTENT_PATHS = contentPages(ALL_BRANDS[0]!).map((page) => page.path);

// Many pages per test: allow for a busy machine.
test.describe.configure({ timeout: 60_000 });

function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => (JSON.parse(match[1]!) as { "@type": string })["@type"],
  );
}

function metaDescription(html: string): string {
  return /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
}

test.describe("content pages answer for every brand", () => {
  for (const brand of ALL_BRANDS) {
    test(`${brand.id}: 200, one h1 in the brand's wording, own description, structured data`, async ({
      request,
    }) => {
      const descriptions = new Map<string, string>();
      for (const { path, h1 } of contentPages(brand)) {
        const response = await request.get(withBrand(path, brand.id));
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        const headings = [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((m) =>
          m[1]!.replace(/<[^>]+>/g, ""),
        );
        expect(headings, path).toEqual([htmlEscape(h1)]);

        const description = metaDescription(html);
        expect(description.length, `${path} description length`).toBeGreaterThanOrEqual(70);
        expect(
          descriptions.get(description),
          `${path} repeats the description of ${descriptions.get(description)}`,
        ).toBeUndefined();
        descriptions.set(description, path);

        const types = jsonLdTypes(html);
        expect(types, `${path} breadcrumbs`).toContain("BreadcrumbList");
        if (/^\/services\/[^/]+$/.test(path))
          expect(types, path).toEqual(expect.arrayContaining(["Service", "FAQPage"]));
        if (/^\/industries\/[^/]+$/.test(path)) expect(types, path).toContain("FAQPage");
        if (path === "/about-us") expect(types).toContain("AccountingService");
      }
    });
  }

  test("unknown services and industries are 404", async ({ request }) => {
    for (const path of ["/services/tax", "/services/personal-tax/prices", "/industries/farming"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test.describe("services overview", () => {
  for (const brand of ALL_BRANDS) {
    test(`${brand.id}: all eight services in the brand's order and wording, with a path to schedule`, async ({
      page,
    }) => {
      await gotoHydrated(page, withBrand("/services", brand.id));
      const titles = page.getByTestId("services-grid").getByRole("heading", { level: 3 });
      await expect(titles).toHaveText(getServicesForBrand(brand).map((service) => service.title));
      await expect(titles).toHaveCount(8);
      await expect(
        page.getByRole("main").getByRole("link", { name: "Schedule a Consultation" }).first(),
      ).toHaveAttribute("href", `/schedule?domain=${brand.id}`);
      // A card is one link that keeps the brand choice.
      const first = getServicesForBrand(brand)[0]!;
      await page.getByTestId("services-grid").getByRole("link", { name: first.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/services/${first.id}\\?domain=${brand.id}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
    });
  }
});

test.describe("service and industry pages", () => {
  test("a service page has every part the issue lists", async ({ page }) => {
    await gotoHydrated(page, "/services/bookkeeping");
    const main = page.getByRole("main");
    // The parts of a service's content file are the page's own headings.
    for (const heading of [
      ...SERVICE_SECTIONS,
      "Industries we know",
      "Related services",
    ]) {
      await expect(main.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Services" }),
    ).toHaveAttribute("href", "/services");
    // Its calls to action carry the service (issue 28; tests/e2e/booking.spec.ts follows them).
    await expect(main.getByRole("link", { name: "Schedule a Consultation" }).first()).toHaveAttribute(
      "href",
      "/schedule?service=bookkeeping",
    );
    await expect(main.getByRole("link", { name: /send us a message/i }).first()).toHaveAttribute(
      "href",
      /^\/contact\?service=bookkeeping(#|$)/,
    );
  });

  test("services and industries link to each other", async ({ page }) => {
    await gotoHydrated(page, "/services/payroll?domain=payroll");
    await page.getByRole("main").getByRole("link", { name: "Construction & Trades", exact: true }).click();
    await expect(page).toHaveURL(/\/industries\/construction\?domain=payroll$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Construction & Trades");
    // Related services on the industry page use the brand's wording.
    await page.getByRole("main").getByRole("link", { name: "Full-Service Payroll", exact: true }).click();
    await expect(page).toHaveURL(/\/services\/payroll\?domain=payroll$/);
  });

  test("the personal tax page leads to its pricing", async ({ page }) => {
    await gotoHydrated(page, "/services/personal-tax");
    await page.getByRole("link", { name: "See personal tax pricing" }).click();
    await expect(page).toHaveURL(/\/services\/personal-tax\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Personal Tax Pricing");
  });
});

test.describe("FAQ disclosures", () => {
  async function summaries(page: Page) {
    return page.locator("[data-faq-list] summary");
  }

  test("open and close with the keyboard, before and after hydration", async ({ page }) => {
    await page.goto("/industries/healthcare");
    const items = await summaries(page);
    const first = page.locator("[data-faq-list] details").first();
    await expect(first).not.toHaveAttribute("open");
    await items.first().focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    await expect(first.locator("p")).toBeVisible();

    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.keyboard.press("Tab");
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.locator("[data-faq-list] details").nth(1)).toHaveAttribute("open", "");
    await page.keyboard.press("Shift+Tab");
    await expect(items.first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(first).not.toHaveAttribute("open");
  });

  test("work with JavaScript turned off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/services/payroll");
    const first = page.locator("[data-faq-list] details").first();
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    await context.close();
  });
});

test.describe("pricing", () => {
  test("shows every tier and add-on from the pricing data, with its last update", async ({ page }) => {
    await gotoHydrated(page, "/services/personal-tax/pricing");
    const tiers = page.getByTestId("pricing-tiers").locator(":scope > li");
    await expect(tiers).toHaveCount(PERSONAL_TAX_PRICING.tiers.length);
    for (const [index, tier] of PERSONAL_TAX_PRICING.tiers.entries()) {
      await expect(tiers.nth(index).getByRole("heading", { level: 3 })).toHaveText(tier.name);
      await expect(tiers.nth(index)).toContainText(formatStartingPrice(tier));
      await expect(tiers.nth(index).getByRole("listitem")).toHaveCount(tier.includes.length);
    }
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(PERSONAL_TAX_PRICING.addOns.length + 1);
    await expect(page.locator(`time[datetime="${PERSONAL_TAX_PRICING.lastUpdated}"]`)).toBeVisible();
    for (const factor of PERSONAL_TAX_PRICING.priceFactors)
      await expect(page.getByText(factor)).toBeVisible();
  });
});

test.describe("legal pages", () => {
  for (const legal of LEGAL_PAGES) {
    test(`${legal.path} shows its last-updated date and a working table of contents`, async ({ page }) => {
      await gotoHydrated(page, legal.path);
      await expect(page.getByText("Last updated")).toBeVisible();
      await expect(page.locator(`time[datetime="${legal.lastUpdated}"]`)).toHaveText(
        /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
      );
      await page.setViewportSize({ width: 1280, height: 900 });
      const toc = page.getByRole("navigation", { name: "On this page" });
      const lastLink = toc.getByRole("link").last();
      const target = (await lastLink.getAttribute("href"))!;
      await lastLink.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator(target)).toBeInViewport();
    });
  }

  test("contact details in the policies are links", async ({ page }) => {
    const brand = ALL_BRANDS.find((b) => b.id === "brownco")!;
    await gotoHydrated(page, withBrand("/privacy-policy", brand.id));
    await expect(
      page.getByRole("article").getByRole("link", { name: brand.contact.email }).first(),
    ).toHaveAttribute("href", `mailto:${brand.contact.email}`);
  });
});

test.describe("about us", () => {
  test("tells the story, offices, hours and towns, and links the sister brands", async ({ page }) => {
    await gotoHydrated(page, "/about-us?domain=payroll");
    const main = page.getByRole("main");
    for (const heading of [
      "What we value",
      "How we work",
      "Our offices",
      "Towns we serve",
      "One firm, three names",
    ]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(main.getByText("1010 Main Street")).toBeVisible();
    await expect(main.getByText(/Pickerington, OH 43147/)).toBeVisible();
    await expect(main.getByText(/Monday through Saturday/).first()).toBeVisible();
    await expect(main.getByText("You're on this site now")).toBeVisible();
    await expect(main.getByRole("link", { name: /Visit Dresden Tax & Accounting/ })).toHaveAttribute(
      "href",
      "https://dresdentax.com",
    );
  });
});

test.describe("accessibility", () => {
  test.describe.configure({ mode: "parallel" });
  for (const brand of ALL_BRANDS) {
    for (const path of CONTENT_PATHS) {
      test(`axe: ${path}, ${brand.id}, light and dark`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await useTheme(page, "light");
        await gotoHydrated(page, withBrand(path, brand.id));
        // Open every FAQ so the answers are checked too.
        await page
          .locator("[data-faq-list] details")
          .evaluateAll((all) => all.forEach((d) => d.setAttribute("open", "")));
        await expectNoAxeViolationsInBothThemes(page, `${path} (${brand.id})`);
      });
    }
  }

  test("axe: phone width with the legal table of contents open", async ({ browser }) => {
    test.setTimeout(90_000);
    for (const theme of ["light", "dark"] as const) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await useTheme(page, theme);
      await gotoHydrated(page, "/privacy-policy");
      await page.locator("summary", { hasText: "On this page" }).click();
      await expect(
        page.getByRole("navigation", { name: "On this page" }).getByRole("link").first(),
      ).toBeVisible();
      await expectNoAxeViolations(page, `legal TOC open (${theme})`);
      await context.close();
    }
  });
});
