/**
 * /schedule: the three kinds of meeting, what to prepare (each brand's own work first), and the
 * booking action: the configured external scheduler in a new tab, or the contact form without one.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { expect as baseExpect, test } from "@playwright/test";
import { BRANDS } from "../../app/brands";
import {
  ALL_BRANDS,
  collectErrors,
  expectNoAxeViolations,
  gotoHydrated,
  useTheme,
  withBrand,
} from "./support";

// Generous limits: the browser tests share a busy machine with other builds and test runs.
test.describe.configure({ mode: "parallel", timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test("shows the three ways to meet, both offices, and the hours", async ({ page }) => {
  const errors = collectErrors(page);
  await gotoHydrated(page, "/schedule");
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1, name: "Schedule a Meeting" })).toBeVisible();
  const types = main.locator("section", { has: page.getByRole("heading", { name: "Three ways to meet" }) });
  await expect(types.getByRole("heading", { level: 3 })).toHaveText(["In person", "Virtual", "Phone"]);
  for (const office of BRANDS.dresdentax.contact.offices) {
    await expect(types.getByText(office.name, { exact: true })).toBeVisible();
    await expect(
      types.getByRole("link", { name: `Map and directions to the ${office.name}` }),
    ).toHaveAttribute("href", office.mapUrl);
  }
  await expect(types.getByRole("link", { name: "(740) 754-0800" })).toHaveAttribute(
    "href",
    "tel:+17407540800",
  );
  await expect(main.getByText(BRANDS.dresdentax.contact.hours, { exact: false }).first()).toBeVisible();
  await expect(main.getByRole("link", { name: "tax prep checklist" })).toHaveAttribute(
    "href",
    "/resources/tax-prep-checklist",
  );
  expect(errors).toEqual([]);
});

test("what to prepare starts with each brand's own work", async ({ page }) => {
  const firstList: Record<string, string> = {
    dresdentax: "For a personal or family tax return",
    payroll: "For setting up or switching payroll",
    brownco: "For starting a business",
  };
  for (const brand of ALL_BRANDS) {
    await page.goto(withBrand("/schedule", brand.id));
    const prepare = page.locator("section", { has: page.getByRole("heading", { name: "What to prepare" }) });
    const titles = prepare.getByRole("heading", { level: 3 });
    await expect(titles).toHaveCount(5);
    await expect(titles.first()).toHaveText(firstList[brand.id]!);
    await expect(titles.last()).toHaveText("For a letter from the IRS or Ohio");
  }
});

test.describe("without a scheduler configured", () => {
  test("offers the contact form as a meeting request, sent with formType schedule", async ({ page }) => {
    await gotoHydrated(page, withBrand("/schedule", "brownco"));
    await page.getByRole("link", { name: "Request a meeting" }).click();
    await expect(page).toHaveURL(/#book$/);
    const book = page.locator("#book");
    await expect(book.getByRole("heading", { level: 2, name: "Request a Meeting" })).toBeVisible();
    await expect(book.getByRole("link", { name: /booking calendar/ })).toHaveCount(0);

    let formType: unknown;
    await page.route("**/api/contact", async (route) => {
      formType = (route.request().postDataJSON() as { formData: { formType: unknown } }).formData.formType;
      await route.fulfill({ status: 200, contentType: "application/json", body: '{"success":true}' });
    });
    const form = book.locator("form[method='post']");
    await form.getByLabel("Name").fill("Tom Brenneman");
    await form.getByLabel("Email").fill("tom@brenneman.example");
    await form.getByLabel("Service").selectOption("Fractional CFO");
    await form
      .getByLabel("How and when would you like to meet?")
      .fill("In person in Pickerington, any Saturday morning in March.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(book.getByRole("heading", { name: BRANDS.brownco.thankYouTitle })).toBeVisible();
    expect(formType).toBe("schedule");
  });
});

test.describe("with a scheduler configured", () => {
  test.describe.configure({ mode: "serial" });
  const port = Number(process.env.E2E_PORT ?? 3100) + 2;
  const schedulerUrl = "https://booking.dresdentax.example/consultation";
  const payrollScheduler = "https://calendly.com/dresden-payroll";
  /** Where the visitor came from, as Calendly and Cal.com record it. */
  const from = (domain: string) => `utm_source=${domain}&utm_medium=website&utm_campaign=schedule`;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    // A second copy of the test server, started here because the shared Playwright config sets no SCHEDULER_URL.
    server = spawn(process.execPath, ["server/main.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: `.cache/e2e-data-${port}`,
        SCHEDULER_URL: schedulerUrl,
        // The payroll brand books on its own scheduler; the other brands fall back to SCHEDULER_URL.
        SCHEDULER_URL_PAYROLL: payrollScheduler,
      },
      stdio: "ignore",
    });
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/robots.txt`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`the scheduler test server did not start on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  test.afterAll(() => {
    server?.kill();
  });

  test("the booking button opens the external scheduler in a new tab, and no form is shown", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, `http://127.0.0.1:${port}/schedule`);
    const book = page.locator("#book");
    await expect(book.getByRole("heading", { level: 2, name: "Book a time" })).toBeVisible();
    await expect(book.locator("form")).toHaveCount(0);
    const link = book.getByRole("link", { name: "Open the booking calendar (opens in a new tab)" });
    await expect(link).toHaveAttribute("href", `${schedulerUrl}?${from("dresdentax.com")}`);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(page.getByRole("link", { name: "Book a time" })).toHaveAttribute("href", "#book");

    // The scheduler's host is not reachable from the test machine; the new tab is what matters.
    await context.route("https://booking.dresdentax.example/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Booking</title>" }),
    );
    const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await expect(popup).toHaveURL(`${schedulerUrl}?${from("dresdentax.com")}`);
    await expect(page).toHaveURL(/\/schedule$/);
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`each brand's scheduler, carrying the service and the brand (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      const bookingLink = (brand: string, service: string) =>
        page.goto(`http://127.0.0.1:${port}/schedule?service=${service}&domain=${brand}`).then(() =>
          page.locator("#book").getByRole("link", { name: /Open the booking calendar/ }).getAttribute("href"),
        );
      const payrollService = BRANDS.payroll.serviceOverrides.payroll?.title ?? "Payroll Services";
      expect(await bookingLink("payroll", "payroll")).toBe(
        `${payrollScheduler}?${from("dresdenpayroll.com")}&utm_content=payroll&a1=${encodeURIComponent(payrollService).replaceAll("%20", "+")}`,
      );
      expect(await bookingLink("brownco", "marketing")).toBe(
        `${schedulerUrl}?${from("browncoconsulting.com")}&utm_content=marketing`,
      );
      await expect(page.locator("main h1")).toHaveText("Schedule a Meeting");
      // An unknown service books without one.
      expect(await bookingLink("dresdentax", "astrology")).toBe(`${schedulerUrl}?${from("dresdentax.com")}`);
      await context.close();
    });
  }

  test("axe: /schedule with the scheduler link", async ({ page }) => {
    await gotoHydrated(page, `http://127.0.0.1:${port}/schedule?domain=payroll`);
    await expectNoAxeViolations(page, "/schedule with a scheduler (payroll)");
  });
});

test.describe("accessibility", () => {
  for (const brand of ALL_BRANDS) {
    for (const theme of ["light", "dark"] as const) {
      test(`axe: /schedule, ${brand.id}, ${theme}, idle and with field errors`, async ({ page }) => {
        await useTheme(page, theme);
        await page.emulateMedia({ reducedMotion: "reduce" });
        await gotoHydrated(page, withBrand("/schedule", brand.id));
        await expectNoAxeViolations(page, `/schedule (${brand.id}, ${theme})`);
        const form = page.locator("#book form[method='post']");
        await form.getByLabel("Email").fill("not-an-address");
        await form.getByRole("button", { name: "Send Message" }).click();
        await expect(form.locator("[data-field-error='name']")).toHaveText("Name is required");
        await expect(form.getByLabel("Name")).toBeFocused();
        await expectNoAxeViolations(page, `/schedule with field errors (${brand.id}, ${theme})`);
      });
    }
  }
});
