/**
 * The contact form and /contact (SPEC sections 3, 4, 5, 7, 8): validation messages, the submitting
 * state, the thank-you panel, error toasts, each brand's service options, the form without
 * JavaScript, abuse checks, and that a message the visitor was told was sent is on disk (held, not
 * mailed, when it looks automated).
 */
import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { BRANDS, type BrandId } from "../../app/brands";
import { MINIMUM_FILL_MS } from "../../app/contact/fields";
import { pickColumns, readOutboxRows } from "../support/outbox";
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

/** SPEC section 5, word for word. */
const MESSAGES = {
  nameRequired: "Name is required",
  nameTooShort: "Name must be at least 2 characters",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  phoneInvalid: "Please enter a valid phone number",
  messageRequired: "Message is required",
  messageTooShort: "Message must be at least 5 characters",
};

/** SPEC section 5's service options by brand, word for word. */
const SPEC_SERVICE_OPTIONS: Record<BrandId, string[]> = {
  payroll: ["Payroll Services", "Tax Filing", "HR Services", "Business Formation", "Other Services"],
  brownco: [
    "Business Consulting",
    "Marketing Services",
    "Business Formation",
    "Fractional CFO",
    "Other Services",
  ],
  dresdentax: [
    "Personal Tax Services",
    "Business Tax Services",
    "Bookkeeping",
    "Business Formation",
    "Other Services",
  ],
};

// ------------------------------------------------------------------------------------------------
// The outbox the test server writes (playwright.config.ts: DATA_DIR=.cache/e2e-data-<E2E_PORT>).

const DATA_DIR = process.env.E2E_DATA_DIR ?? `.cache/e2e-data-${process.env.E2E_PORT ?? 3100}`;

interface StoredRow {
  brand_id: string;
  recipient: string;
  name: string;
  email: string;
  phone: string | null;
  service: string | null;
  message: string;
  form_type: string;
  status: string;
  held_reason: string | null;
}

/** The messages stored for one sender address, read straight from the SQLite file. */
function storedFor(email: string): StoredRow[] {
  return readOutboxRows(DATA_DIR)
    .filter((row) => row.email === email)
    .map((row) =>
      pickColumns<StoredRow>(row, [
        "brand_id",
        "recipient",
        "name",
        "email",
        "phone",
        "service",
        "message",
        "form_type",
        "status",
        "held_reason",
      ]),
    );
}

/**
 * The server holds a no-JavaScript form sent sooner than MINIMUM_FILL_MS after its page was rendered
 * (it reads the render time from the form's hidden startedAt field). Instead of waiting that long, this
 * moves the form's render time back by it, as if the visitor had spent that long on the form: the server
 * keeps its real 3 s rule, and the test needs no fixed wait. Returns the new value.
 */
async function backdateForm(form: Locator): Promise<string> {
  return form
    .locator("input[name='startedAt']")
    .evaluate((input: HTMLInputElement, ms) => (input.value = String(Number(input.value) - ms)), MINIMUM_FILL_MS);
}

/** A sender address no other test uses, so each test finds exactly its own rows. */
function uniqueEmail(label: string): string {
  return `e2e-${label}-${randomUUID().slice(0, 8)}@example.com`;
}

// ------------------------------------------------------------------------------------------------
// Page helpers

function contactForm(page: Page): Locator {
  return page.locator("#send-a-message form[method='post']");
}

function field(form: Locator, label: "Name" | "Email" | "Phone" | "Service" | "How can we help?") {
  return form.getByLabel(label, { exact: false }).first();
}

async function fillValid(
  form: Locator,
  values: { name?: string; email: string; phone?: string; service?: string; message?: string },
) {
  await field(form, "Name").fill(values.name ?? "Rosa Martinez");
  await field(form, "Email").fill(values.email);
  await field(form, "Phone").fill(values.phone ?? "(740) 555-0123");
  if (values.service) await field(form, "Service").selectOption(values.service);
  await field(form, "How can we help?").fill(
    values.message ??
      "We bought a rental house in Zanesville last year and need help with our first Schedule E.",
  );
}

function toasts(page: Page): Locator {
  return page.getByRole("region", { name: "Notifications" });
}

function errorUnder(form: Locator, name: string): Locator {
  return form.locator(`[data-field-error="${name}"]`);
}

// ------------------------------------------------------------------------------------------------

test.describe("validation (with JavaScript)", () => {
  test("shows every SPEC message under its field, marks it invalid and focuses the first invalid field", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, "/contact");
    const form = contactForm(page);
    const send = form.getByRole("button", { name: "Send Message" });

    // Required fields carry an asterisk in their label and the required state.
    for (const label of ["Name", "Email", "How can we help?"] as const) {
      await expect(form.locator("label", { hasText: label }).locator("span[aria-hidden='true']")).toHaveText(
        "*",
      );
      await expect(field(form, label)).toHaveAttribute("required", "");
    }
    await expect(field(form, "Phone")).not.toHaveAttribute("required", "");

    // Empty form: the three required messages.
    await send.click();
    await expect(errorUnder(form, "name")).toHaveText(MESSAGES.nameRequired);
    await expect(errorUnder(form, "email")).toHaveText(MESSAGES.emailRequired);
    await expect(errorUnder(form, "message")).toHaveText(MESSAGES.messageRequired);
    await expect(errorUnder(form, "phone")).toHaveCount(0);
    await expect(field(form, "Name")).toBeFocused();
    await expect(field(form, "Name")).toHaveAttribute("aria-invalid", "true");
    await expect(field(form, "Name")).toHaveAccessibleDescription(MESSAGES.nameRequired);
    await expect(field(form, "Email")).toHaveAccessibleDescription(MESSAGES.emailRequired);
    await expect(field(form, "How can we help?")).toHaveAccessibleDescription(MESSAGES.messageRequired);

    // Too short, badly shaped: the shape and length messages.
    await field(form, "Name").fill("J");
    await field(form, "Email").fill("jane@example");
    await field(form, "Phone").fill("call me maybe");
    await field(form, "How can we help?").fill("Hi");
    await send.click();
    await expect(errorUnder(form, "name")).toHaveText(MESSAGES.nameTooShort);
    await expect(errorUnder(form, "email")).toHaveText(MESSAGES.emailInvalid);
    await expect(errorUnder(form, "phone")).toHaveText(MESSAGES.phoneInvalid);
    await expect(errorUnder(form, "message")).toHaveText(MESSAGES.messageTooShort);
    await expect(field(form, "Name")).toBeFocused();

    // A phone number that is too short, and one that is too long, are refused too.
    await field(form, "Phone").fill("555-01");
    await send.click();
    await expect(errorUnder(form, "phone")).toHaveText(MESSAGES.phoneInvalid);

    // Fixing a field clears its error as the visitor types; focus follows the first field still invalid.
    await field(form, "Name").fill("Jane Doe");
    await expect(errorUnder(form, "name")).toHaveCount(0);
    await expect(field(form, "Name")).not.toHaveAttribute("aria-invalid", "true");
    await send.click();
    await expect(field(form, "Email")).toBeFocused();

    // Spaces and control characters do not count towards the length.
    await field(form, "Email").fill("jane@example.com");
    await field(form, "Phone").fill("");
    await field(form, "How can we help?").fill("  \u0007Hi \u0007 ");
    await send.click();
    await expect(errorUnder(form, "message")).toHaveText(MESSAGES.messageTooShort);
    await expect(field(form, "How can we help?")).toBeFocused();
    expect(errors).toEqual([]);
  });
});

test.describe("sending (with JavaScript)", () => {
  test("submitting state, success toast and thank-you panel; the message is on disk; Send Another Message empties the form", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const brand = BRANDS.dresdentax;
    const email = uniqueEmail("success");
    await gotoHydrated(page, "/contact");
    const form = contactForm(page);

    // Hold the request so the submitting state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requestBody: Record<string, unknown> | undefined;
    await page.route("**/api/contact", async (route) => {
      requestBody = route.request().postDataJSON() as Record<string, unknown>;
      await held;
      await route.continue();
    });

    await fillValid(form, { email, name: "  Rosa\u0000 Martinez  ", service: "Bookkeeping" });
    await form.getByRole("button", { name: "Send Message" }).click();
    const sending = form.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();

    // The toast first: it closes after 4 s.
    await expect(toasts(page).getByText("Message sent successfully")).toBeVisible();
    await expect(toasts(page).getByText("We'll get back to you soon!")).toBeVisible();
    const panel = page.getByTestId("contact-thank-you");
    await expect(panel.getByRole("heading", { name: brand.thankYouTitle })).toBeVisible();
    await expect(panel).toBeFocused();

    // SPEC section 7's body: cleaned fields plus formType, domain, timestamp and recipientEmail.
    expect(requestBody).toMatchObject({
      domain: "dresdentax",
      recipientEmail: brand.contact.email,
      formData: {
        name: "Rosa Martinez",
        email,
        phone: "(740) 555-0123",
        service: "Bookkeeping",
        formType: "contact",
        domain: "dresdentax",
        recipientEmail: brand.contact.email,
      },
    });
    const formData = (requestBody as { formData: Record<string, unknown> }).formData;
    expect(Number.isFinite(Date.parse(String(formData.timestamp)))).toBe(true);
    expect(formData).not.toHaveProperty("company_website");

    // What the visitor was told was sent is in the outbox.
    const rows = storedFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      brand_id: "dresdentax",
      recipient: brand.contact.email,
      name: "Rosa Martinez",
      phone: "(740) 555-0123",
      service: "Bookkeeping",
      form_type: "contact",
    });

    await panel.getByRole("button", { name: "Send Another Message" }).click();
    await expect(panel).toHaveCount(0);
    await expect(field(form, "Name")).toBeFocused();
    for (const label of ["Name", "Email", "Phone", "How can we help?"] as const)
      await expect(field(form, label)).toHaveValue("");
    await expect(field(form, "Service")).toHaveValue("");
    expect(errors).toEqual([]);
  });

  const failures = [
    {
      name: "a 503 with the server's error text",
      respond: {
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({
          success: false,
          error: "Your message could not be saved right now. Please call us or try again later.",
        }),
      },
      description: "Your message could not be saved right now. Please call us or try again later.",
    },
    {
      name: "an unparseable 200",
      respond: { status: 200, contentType: "text/html", body: "<html><body>OK</body></html>" },
      description: "Invalid server response",
    },
    {
      name: "a non-OK answer without JSON",
      respond: { status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" },
      description: "Failed to send your message",
    },
    {
      name: "no connection at all",
      respond: null,
      description: "Failed to submit the form. Please try again later.",
    },
  ] as const;

  for (const failure of failures) {
    test(`${failure.name}: error toast, the form keeps its values`, async ({ page }) => {
      const email = uniqueEmail("failure");
      await gotoHydrated(page, "/contact");
      await page.route("**/api/contact", (route) =>
        failure.respond ? route.fulfill(failure.respond) : route.abort("internetdisconnected"),
      );
      const form = contactForm(page);
      await fillValid(form, { email, service: "Business Tax Services" });
      await form.getByRole("button", { name: "Send Message" }).click();

      const toast = toasts(page).getByRole("alert");
      await expect(toast.getByText("Error sending message")).toBeVisible();
      await expect(toast.getByText(failure.description, { exact: true })).toBeVisible();
      await expect(page.getByTestId("contact-thank-you")).toHaveCount(0);
      await expect(field(form, "Name")).toHaveValue("Rosa Martinez");
      await expect(field(form, "Email")).toHaveValue(email);
      await expect(field(form, "Service")).toHaveValue("Business Tax Services");
      await expect(field(form, "How can we help?")).toHaveValue(/Schedule E/);
      await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
      expect(storedFor(email)).toHaveLength(0);
    });
  }

  test("field errors from the server are shown under their fields", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          success: false,
          error: "Please check the highlighted fields and try again.",
          fieldErrors: { email: "Please enter a valid email address" },
        }),
      }),
    );
    const form = contactForm(page);
    await fillValid(form, { email: uniqueEmail("server-fields") });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(errorUnder(form, "email")).toHaveText(MESSAGES.emailInvalid);
    await expect(field(form, "Email")).toBeFocused();
    await expect(toasts(page).getByText("Please check the highlighted fields and try again.")).toBeVisible();
  });

  test("a filled honeypot gets the same success; the message is held for review, not mailed", async ({
    page,
  }) => {
    const email = uniqueEmail("honeypot");
    await gotoHydrated(page, "/contact");
    const form = contactForm(page);
    const honeypot = form.locator("input[name='company_website']");
    // Hidden from people and assistive technology, and out of the tab order.
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(
      form.locator("[aria-hidden='true']").filter({ has: page.locator("input[name='company_website']") }),
    ).toHaveCount(1);
    await honeypot.evaluate((input: HTMLInputElement) => (input.value = "https://cheap-seo.example"));
    await fillValid(form, { email });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("contact-thank-you")).toBeVisible();
    expect(storedFor(email)).toEqual([
      expect.objectContaining({
        status: "held",
        name: "Rosa Martinez",
        held_reason: 'the hidden "company_website" field was filled in: "https://cheap-seo.example"',
      }),
    ]);
  });
});

test.describe("each brand", () => {
  for (const brand of ALL_BRANDS) {
    test(`${brand.id}: SPEC service options, contact details, and the message goes to the brand's address`, async ({
      page,
    }) => {
      const email = uniqueEmail(brand.id);
      await gotoHydrated(page, withBrand("/contact", brand.id));
      const form = contactForm(page);
      await expect(field(form, "Service").locator("option")).toHaveText([
        "Choose a service",
        ...SPEC_SERVICE_OPTIONS[brand.id],
      ]);

      const option = SPEC_SERVICE_OPTIONS[brand.id][0]!;
      await fillValid(form, { email, service: option });
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("heading", { name: brand.thankYouTitle })).toBeVisible();
      expect(storedFor(email)).toEqual([
        expect.objectContaining({ brand_id: brand.id, recipient: brand.contact.email, service: option }),
      ]);
    });
  }

  test("/contact lists phone, email, both offices with map links and the hours", async ({ page }) => {
    for (const brand of ALL_BRANDS) {
      await page.goto(withBrand("/contact", brand.id));
      const main = page.locator("main");
      await expect(main.getByRole("heading", { level: 1, name: "Ways to Contact" })).toBeVisible();
      await expect(main.getByRole("link", { name: brand.contact.phone.display }).first()).toHaveAttribute(
        "href",
        `tel:${brand.contact.phone.tel}`,
      );
      await expect(main.getByRole("link", { name: brand.contact.email }).first()).toHaveAttribute(
        "href",
        `mailto:${brand.contact.email}`,
      );
      if (brand.contact.contactSectionPhone.tel !== brand.contact.phone.tel) {
        await expect(
          main.getByRole("link", { name: brand.contact.contactSectionPhone.display }),
        ).toHaveAttribute("href", `tel:${brand.contact.contactSectionPhone.tel}`);
      }
      for (const office of brand.contact.offices) {
        await expect(main.getByText(office.street).first()).toBeVisible();
        const map = main.getByRole("link", { name: `Map and directions to the ${office.name}` }).first();
        await expect(map).toHaveAttribute("href", office.mapUrl);
        await expect(map).toHaveAttribute("target", "_blank");
      }
      await expect(main.getByText(brand.contact.hours).first()).toBeVisible();
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("field errors rendered by the server keep the values; then the message is sent and stored", async ({
    page,
  }) => {
    const brand = BRANDS.payroll;
    const email = uniqueEmail("nojs");
    await page.goto(withBrand("/contact", brand.id));
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    const form = contactForm(page);
    await field(form, "Name").fill("J");
    await field(form, "Email").fill("not an address");
    await field(form, "How can we help?").fill("Hi");
    await field(form, "Service").selectOption("HR Services");
    // The server treats a form sent sooner than this after its page was rendered as a bot.
    const startedAt = await backdateForm(form);

    const [errorResponse] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(errorResponse.status()).toBe(400);
    await expect(page).toHaveURL(/\/contact\?domain=payroll$/);
    const answered = contactForm(page);
    await expect(answered.getByRole("alert")).toContainText(
      "Please check the highlighted fields and try again.",
    );
    await expect(errorUnder(answered, "name")).toHaveText(MESSAGES.nameTooShort);
    await expect(errorUnder(answered, "email")).toHaveText(MESSAGES.emailInvalid);
    await expect(errorUnder(answered, "message")).toHaveText(MESSAGES.messageTooShort);
    await expect(field(answered, "Name")).toHaveAttribute("aria-invalid", "true");
    await expect(field(answered, "Name")).toHaveAccessibleDescription(MESSAGES.nameTooShort);
    await expect(field(answered, "Name")).toBeFocused();
    await expect(field(answered, "Name")).toHaveValue("J");
    await expect(field(answered, "Email")).toHaveValue("not an address");
    await expect(field(answered, "Service")).toHaveValue("HR Services");
    await expect(answered.locator("input[name='startedAt']")).toHaveValue(startedAt);
    expect(storedFor(email)).toHaveLength(0);

    // Corrected at once: the first render's time was carried over, so this is not mistaken for a bot.
    await field(answered, "Name").fill("Dale Hughes");
    await field(answered, "Email").fill(email);
    await field(answered, "How can we help?").fill(
      "Six seasonal farm hands start in April; we need weekly payroll and the Ohio new-hire reports.",
    );
    const [okResponse] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      answered.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(okResponse.status()).toBe(200);
    const panel = page.getByTestId("contact-thank-you");
    await expect(panel.getByRole("heading", { name: brand.thankYouTitle })).toBeVisible();
    expect(storedFor(email)).toEqual([
      expect.objectContaining({
        brand_id: "payroll",
        name: "Dale Hughes",
        service: "HR Services",
        form_type: "contact",
        status: "pending",
      }),
    ]);

    await panel.getByRole("button", { name: "Send Another Message" }).click();
    await expect(page).toHaveURL(/\/contact\?domain=payroll$/);
    await expect(field(contactForm(page), "Name")).toHaveValue("");
    await expect(page.getByTestId("contact-thank-you")).toHaveCount(0);
  });

  test("the form carries its render time; one sent sooner than a person could type gets the same answer and is held", async ({
    page,
    request,
    baseURL,
  }) => {
    const before = Date.now();
    await page.goto("/contact");
    const after = Date.now();
    const startedAt = Number(await contactForm(page).locator("input[name='startedAt']").inputValue());
    // The server's clock and the test's are the same machine's.
    expect(startedAt).toBeGreaterThanOrEqual(before - 1_000);
    expect(startedAt).toBeLessThanOrEqual(after + 1_000);

    // What the form would send a moment after rendering (a bot is faster than this machine's browser).
    const email = uniqueEmail("too-fast");
    const response = await request.post("/contact", {
      headers: { Origin: new URL(baseURL!).origin },
      form: {
        name: "Rosa Martinez",
        email,
        message: "Posted the instant the page was rendered.",
        formType: "contact",
        domain: "dresdentax",
        recipientEmail: BRANDS.dresdentax.contact.email,
        startedAt: String(Date.now() - MINIMUM_FILL_MS + 1_500),
        company_website: "",
      },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("Send Another Message");
    expect(storedFor(email)).toEqual([
      expect.objectContaining({
        status: "held",
        message: "Posted the instant the page was rendered.",
        held_reason: expect.stringMatching(/^sent \d+\.\d s after the page was rendered/),
      }),
    ]);
  });

  test("the /schedule fallback form posts to /contact and is stored as a meeting request", async ({
    page,
  }) => {
    const email = uniqueEmail("schedule-nojs");
    await page.goto("/schedule");
    const form = page.locator("#book form[method='post']");
    await expect(form).toHaveAttribute("action", "/contact");
    await field(form, "Name").fill("Ann Keller");
    await field(form, "Email").fill(email);
    await form
      .getByLabel("How and when would you like to meet?")
      .fill("Video call, a weekday after 4 p.m., about our 2025 farm return.");
    await backdateForm(form);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { name: BRANDS.dresdentax.thankYouTitle })).toBeVisible();
    expect(storedFor(email)).toEqual([
      expect.objectContaining({ form_type: "schedule", name: "Ann Keller", status: "pending" }),
    ]);
  });
});

test.describe("cross-site posts", () => {
  const fields = (email: string) => ({
    name: "Mallory",
    email,
    message: "This was posted by another site's page.",
    domain: "dresdentax",
    recipientEmail: BRANDS.dresdentax.contact.email,
    startedAt: String(Date.now() - 60_000),
  });

  test("are refused by the /contact action and by the API, and nothing is stored", async ({
    request,
    baseURL,
  }) => {
    const email = uniqueEmail("cross-site");
    const action = await request.post("/contact", {
      headers: { Origin: "https://evil.example" },
      form: fields(email),
    });
    expect([400, 403]).toContain(action.status());
    const api = await request.post("/api/contact", {
      headers: { Origin: "https://evil.example" },
      data: {
        formData: { ...fields(email), formType: "contact", timestamp: new Date().toISOString() },
        domain: "dresdentax",
        recipientEmail: BRANDS.dresdentax.contact.email,
      },
    });
    expect(api.status()).toBe(403);
    expect(await api.json()).toMatchObject({ success: false });
    expect(storedFor(email)).toHaveLength(0);

    // The same post from the site's own origin goes through (so the refusal above is about the origin).
    const own = await request.post("/contact", {
      headers: { Origin: new URL(baseURL!).origin },
      form: fields(email),
    });
    expect(own.status()).toBe(200);
    expect(storedFor(email)).toHaveLength(1);
  });
});

test.describe("accessibility", () => {
  for (const brand of ALL_BRANDS) {
    for (const theme of ["light", "dark"] as const) {
      test(`axe: /contact, ${brand.id}, ${theme}, idle, with field errors, and sent`, async ({ page }) => {
        await useTheme(page, theme);
        await page.emulateMedia({ reducedMotion: "reduce" });
        await gotoHydrated(page, withBrand("/contact", brand.id));
        await expectNoAxeViolations(page, `/contact idle (${brand.id}, ${theme})`);
        const form = contactForm(page);
        await field(form, "Email").fill("nope");
        await field(form, "Phone").fill("abc");
        await form.getByRole("button", { name: "Send Message" }).click();
        await expect(errorUnder(form, "name")).toBeVisible();
        await expectNoAxeViolations(page, `/contact with field errors (${brand.id}, ${theme})`);
        await page.route("**/api/contact", (route) =>
          route.fulfill({ status: 200, contentType: "application/json", body: '{"success":true}' }),
        );
        await fillValid(form, { email: "axe@example.com" });
        await form.getByRole("button", { name: "Send Message" }).click();
        await expect(page.getByTestId("contact-thank-you")).toBeVisible();
        // The thank-you panel and the success toast over it, in this brand's colours.
        await expect(toasts(page).getByRole("status")).toContainText("Message sent successfully");
        await expectNoAxeViolations(page, `/contact sent (${brand.id}, ${theme})`);
      });
    }
  }

  test("axe: the error state the server renders for a post without JavaScript", async ({ page }) => {
    // axe needs JavaScript, so the form is posted natively (form.submit() skips the page's own handler)
    // and the server's answer is checked after it hydrates.
    await gotoHydrated(page, withBrand("/contact", "brownco"));
    // No wait for the minimum fill time: an empty form is answered 400 before its timing is looked at.
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.status() === 400),
      contactForm(page).evaluate((form: HTMLFormElement) => form.submit()),
    ]);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(errorUnder(contactForm(page), "name")).toHaveText(MESSAGES.nameRequired);
    await expect(contactForm(page).getByRole("alert")).toContainText("Please check the highlighted fields");
    await expectNoAxeViolations(page, "/contact server-rendered errors");
  });
});
