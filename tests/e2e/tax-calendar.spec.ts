/**
 * /resources/tax-calendar and its feed, for every brand, with JavaScript on and off: every deadline of
 * the brand's calendar on the page on its (moved) day, the audience filter, the subscribe links, the
 * .ics feed read back with a real iCalendar parser (ical.js), and where visitors find the page (menu,
 * footer, sitemap, search).
 */
import { expect as baseExpect, test, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { BRANDS, type Brand } from "../../app/brands";
import { formatIsoDate } from "../../app/resources/format";
import { brandDeadlines } from "../../app/resources/tax-calendar/view";
import { ALL_BRANDS, collectErrors, expectNoAxeViolationsInBothThemes, gotoHydrated, withBrand } from "./support";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: "parallel", timeout: 120_000 });

const PAGE = "/resources/tax-calendar";
const FEED = "/resources/tax-calendar.ics";

/** Every deadline of the brand's calendar is on the page, under its day. */
async function expectEveryDeadline(page: Page, brand: Brand, audience: Parameters<typeof brandDeadlines>[1] = null) {
  const deadlines = brandDeadlines(brand, audience);
  await expect(page.locator("[data-deadline]")).toHaveCount(deadlines.length);
  for (const deadline of deadlines.filter((_, index) => index % 7 === 0)) {
    const day = page.locator("li", { has: page.locator(`[data-deadline="${deadline.id}"]`) }).filter({
      has: page.locator(`time[datetime="${deadline.date}"]`),
    });
    await expect(day.locator("time").first()).toHaveText(formatIsoDate(deadline.date, { weekday: true }));
  }
}

for (const brand of ALL_BRANDS) {
  test(`${brand.id}: every deadline on its day, subscribe links, axe in both themes`, async ({ page }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, withBrand(PAGE, brand.id));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tax Calendar");
    await expectEveryDeadline(page, brand);
    // Employers' dates are the payroll brand's.
    await expect(page.locator('[data-deadline^="form-941-"]')).toHaveCount(brand.id === "payroll" ? 8 : 0);

    const subscribe = page.locator("#subscribe");
    await expect(subscribe.getByRole("link", { name: /Subscribe/ })).toHaveAttribute(
      "href",
      `webcal://${brand.domain}${FEED}`,
    );
    await expect(subscribe.getByRole("link", { name: /Google Calendar/ })).toHaveAttribute(
      "href",
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(`webcal://${brand.domain}${FEED}`)}`,
    );
    await expect(subscribe.getByRole("link", { name: /Download/ })).toHaveAttribute("href", FEED);
    await expectNoAxeViolationsInBothThemes(page, `${brand.id} tax calendar`);
    expect(errors).toEqual([]);
  });

  test(`${brand.id}: the feed has one event per deadline, stable ids, the sources, and a reminder`, async ({
    request,
  }) => {
    const response = await request.get(withBrand(FEED, brand.id));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const body = await response.text();
    // The same data makes the same file: a subscribed calendar sees no change where nothing changed.
    expect(await (await request.get(withBrand(FEED, brand.id))).text()).toBe(body);

    const calendar = new ICAL.Component(ICAL.parse(body));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(`${brand.name}: tax deadlines`);
    const events = calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
    const deadlines = brandDeadlines(brand, null);
    expect(events.map((event) => event.uid)).toEqual(deadlines.map((deadline) => `${deadline.id}@${brand.domain}`));
    for (const [index, event] of events.entries()) {
      const deadline = deadlines[index]!;
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe(deadline.date);
      expect(event.summary).toBe(`${deadline.title}: ${deadline.period}`);
      expect(event.description).toContain(deadline.source.url);
      expect(event.description).toContain(deadline.link.url);
      expect(event.component.getFirstSubcomponent("valarm")?.getFirstPropertyValue("trigger")?.toString()).toBe(
        "-P2DT15H",
      );
    }
    const w2 = events.find((event) => event.uid === `form-w-2-2026-return@${brand.domain}`);
    if (brand.id === "payroll") {
      expect(w2?.startDate.toString()).toBe("2027-02-01");
      expect(w2?.description).toContain("January 31, 2027 is a Sunday.");
    } else {
      expect(w2).toBeUndefined();
    }
  });
}

test("the payroll brand's calendar narrows to employers, and its feed follows", async ({ page, request }) => {
  await gotoHydrated(page, withBrand(PAGE, "payroll"));
  const filter = page.getByRole("navigation", { name: "Show deadlines for" });
  await expect(filter.getByRole("link")).toHaveText(["All deadlines", "Employers", "Businesses", "Individuals and families"]);
  await filter.getByRole("link", { name: "Employers" }).click();
  await expect(page).toHaveURL(/for=employers/);
  await expect(filter.getByRole("link", { name: "Employers" })).toHaveAttribute("aria-current", "page");
  await expectEveryDeadline(page, BRANDS.payroll, "employers");
  await expect(page.locator('[data-deadline^="federal-individual-return-"]')).toHaveCount(0);
  await expect(page.locator("#subscribe").getByRole("link", { name: /Subscribe/ })).toHaveAttribute(
    "href",
    `webcal://dresdenpayroll.com${FEED}?for=employers`,
  );
  const feed = await (await request.get(`${FEED}?for=employers&domain=payroll`)).text();
  expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(brandDeadlines(BRANDS.payroll, "employers").length);
  // An audience a brand's calendar does not have shows the whole calendar.
  await page.goto(withBrand(`${PAGE}?for=employers`, "dresdentax"));
  await expect(page.locator("[data-deadline]")).toHaveCount(brandDeadlines(BRANDS.dresdentax, null).length);
});

test("listed under Tax Resources in the menu, in the footer, the sitemap and search", async ({ page, request }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Resources" }).first().click();
  await expect(page.getByRole("link", { name: "Tax Calendar" }).first()).toHaveAttribute("href", PAGE);
  await expect(page.locator("footer").getByRole("link", { name: "Tax Calendar" })).toHaveAttribute("href", PAGE);
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`<loc>https://dresdentax.com${PAGE}</loc>`);
  await page.goto(withBrand("/search?q=Form+941", "payroll"));
  await expect(page.locator("main").getByRole("link", { name: "Tax Calendar" })).toHaveAttribute("href", /\/resources\/tax-calendar/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const brand of ALL_BRANDS) {
    test(`${brand.id}: the calendar, its passed months and the filter work`, async ({ page }) => {
      await page.goto(withBrand(PAGE, brand.id));
      await expectEveryDeadline(page, brand);
      const passed = page.locator("details", { hasText: "Earlier in 2026" });
      await passed.locator("summary").click();
      await expect(passed).toHaveAttribute("open", "");
      await expect(passed.locator("[data-deadline]").first()).toBeVisible();
      const audience = brand.taxCalendarAudiences[0]!;
      await page.getByRole("navigation", { name: "Show deadlines for" }).getByRole("link").nth(1).click();
      await expect(page).toHaveURL(new RegExp(`for=${audience}`));
      await expectEveryDeadline(page, brand, audience);
    });
  }
});
