/**
 * "Email me before tax deadlines" against a real Ghost (playwright.ghost.config.ts): for each brand,
 * with JavaScript on and off, a signup makes Ghost mail its confirmation link (to the test SMTP server
 * Ghost's mail points at), following the link makes the person a member with the brand's label and
 * newsletter, and a repeated signup makes no second member. Addresses Ghost cannot take get a clear
 * message, and the form keeps what was typed. The pages with the signup (and its error) pass the W3C Nu
 * Html Checker, which tests/html cannot reach: it runs the site without Ghost.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { BRANDS, type BrandId } from "../../app/brands";
import { checkHtmlFolder, describeMessage, isCheckerFalsePositive, javaProblem } from "../html/vnu";
import { membersByEmail } from "../support/ghost/members";
import { PAGE_REACT_RUNS } from "../support/routes";
import { ALL_BRANDS, expectNoAxeViolationsInBothThemes, gotoHydrated, withBrand } from "./support";

test.skip(
  process.env.BLOG_E2E_SOURCE !== "ghost",
  "the signup joins Ghost's members (playwright.ghost.config.ts)",
);
test.describe.configure({ mode: "parallel", timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const ghostUrl = () => process.env.GHOST_E2E_URL!;
const adminKey = () => {
  const [id = "", secret = ""] = (process.env.GHOST_E2E_ADMIN_KEY ?? "").split(":");
  return { id, secret };
};

interface Mail {
  envelopeTo: string[];
  subject: string;
  text: string;
  html: string;
}

/** The mails Ghost sent to `address`, waiting until there are at least `count`. */
async function mailsTo(address: string, count: number): Promise<Mail[]> {
  let mails: Mail[] = [];
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(process.env.GHOST_E2E_MAILBOX!)).json()) as Mail[];
        mails = all.filter((mail) => mail.envelopeTo.includes(address));
        return mails.length;
      },
      { timeout: 30_000, message: `Ghost's mail to ${address}` },
    )
    .toBeGreaterThanOrEqual(count);
  return mails;
}

/** The confirmation (or sign-in) link in one of Ghost's member mails. */
function magicLink(mail: Mail): string {
  const link = /https?:\/\/[^\s"'<>]+\/members\/\?token=[^\s"'<>]+/.exec(mail.html || mail.text)?.[0];
  if (!link) throw new Error(`no magic link in the mail "${mail.subject}"`);
  return link.replaceAll("&amp;", "&");
}

function address(brand: BrandId, mode: string): string {
  return `reminders-${brand}-${mode}-${Date.now()}@dresden-tests.example`;
}

/** With JavaScript the shell's script sends the form in the page (behaviours.ts), from the first paint. */
async function signUp(page: Page, email: string) {
  const form = page.locator("#reminders");
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Email me" }).click();
}

async function expectMember(email: string, brand: BrandId) {
  await expect
    .poll(async () => (await membersByEmail(ghostUrl(), adminKey(), email)).length, {
      message: `member ${email}`,
    })
    .toBe(1);
  const [member] = await membersByEmail(ghostUrl(), adminKey(), email);
  expect(member!.labels.map((label) => label.name)).toContain(BRANDS[brand].reminders.label);
  expect(member!.newsletters.map((newsletter) => newsletter.name)).toEqual([
    BRANDS[brand].reminders.newsletter,
  ]);
}

for (const brand of ALL_BRANDS) {
  test(`${brand.id}, JavaScript on: signup, Ghost's confirmation mail, membership with label and newsletter, no duplicate`, async ({
    page,
  }) => {
    const email = address(brand.id, "js");
    await gotoHydrated(page, withBrand("/resources/tax-calendar", brand.id));
    await signUp(page, email);
    // The answer takes the form's place, and the focus; the page stays (a page without React: the
    // shell's script sends it).
    await expect(page.locator("#reminders").getByRole("status")).toContainText("Check your inbox");
    await expect(page.locator("#reminders").getByRole("status")).toBeFocused();
    await expect(page).toHaveURL(/\/resources\/tax-calendar/);

    const [confirmation] = await mailsTo(email, 1);
    expect(await membersByEmail(ghostUrl(), adminKey(), email)).toHaveLength(0); // not before the link is followed
    await page.goto(magicLink(confirmation!));
    await expectMember(email, brand.id);

    // Again, from the blog: Ghost mails a sign-in link instead, and still has one member.
    await gotoHydrated(page, withBrand("/blog", brand.id));
    await signUp(page, email);
    await expect(page.locator("#reminders").getByRole("status")).toContainText("Check your inbox");
    await mailsTo(email, 2);
    await expectMember(email, brand.id);
  });

  test.describe(`${brand.id}, JavaScript off`, () => {
    test.use({ javaScriptEnabled: false });

    test("signup posts to the site, Ghost mails the link, following it makes the member", async ({
      page,
    }) => {
      const email = address(brand.id, "nojs");
      await page.goto(withBrand("/resources/tax-calendar", brand.id));
      await signUp(page, email);
      await expect(page).toHaveURL(/\/reminders\?domain=/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Email Me Before Tax Deadlines");
      await expect(page.getByRole("status")).toContainText("Check your inbox");

      const [confirmation] = await mailsTo(email, 1);
      await page.goto(magicLink(confirmation!));
      await expectMember(email, brand.id);
    });

    test("a bad address comes back with a clear message, what was typed kept", async ({ page }) => {
      await page.goto(withBrand("/blog", brand.id));
      await signUp(page, "someone@example");
      await expect(page).toHaveURL(/\/reminders/);
      await expect(page.getByRole("alert")).toContainText("Please enter a valid email address");
      await expect(page.locator("#reminders").getByLabel("Email address")).toHaveValue("someone@example");
      await expect(page.locator("#reminders").getByLabel("Email address")).toHaveAttribute(
        "aria-invalid",
        "true",
      );
    });
  });
}

test("the footer and every post offer the signup; a bad address is explained with JavaScript on", async ({
  page,
}) => {
  await gotoHydrated(page, "/blog");
  await expect(page.locator("#reminders")).toBeVisible();
  const post = await page
    .locator("main a[href^='/blog/']:not([href^='/blog/tag/'])")
    .first()
    .getAttribute("href");
  await gotoHydrated(page, post!);
  await expect(page.locator("#reminders")).toBeVisible();
  const footer = page.locator("footer [data-reminder-signup='footer']");
  await expect(footer.getByRole("heading", { name: "Email me before tax deadlines" })).toBeVisible();
  await footer.getByLabel("Email address").fill("not an address");
  await footer.getByRole("button", { name: "Email me" }).click();
  await expect(footer.getByRole("alert")).toContainText("Please enter a valid email address");
  await expect(footer.getByLabel("Email address")).toHaveValue("not an address");
  await expect(footer.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
  await expect(footer.getByLabel("Email address")).toHaveAccessibleDescription(
    /Please enter a valid email address/,
  );
  await expect(footer.getByRole("button", { name: "Email me" })).toBeEnabled();
  // Sent again, the one message is replaced, not repeated.
  await footer.getByRole("button", { name: "Email me" }).click();
  await expect(footer.getByRole("alert")).toHaveCount(1);
});

test("a signup React draws on a page reached in-app answers in place too", async ({ page }) => {
  // From a page React runs (most pages run without it, and a link from them loads the next page).
  await gotoHydrated(page, PAGE_REACT_RUNS);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator("footer a[href='/industries/retail']").click();
  await expect(page).toHaveURL(/\/industries\/retail$/);
  await expect(page.locator("main h1")).toBeVisible();
  // The footer's block is drawn by React for the new page, its answers' templates with it.
  const footer = page.locator("footer [data-reminder-signup='footer']");
  await footer.getByLabel("Email address").fill("not an address");
  await footer.getByRole("button", { name: "Email me" }).click();
  await expect(footer.getByRole("alert")).toContainText("Please enter a valid email address");
  await expect(footer.getByLabel("Email address")).toHaveAccessibleDescription(
    /Please enter a valid email address/,
  );
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});

test("a signup that cannot reach the site says so and keeps what was typed", async ({ page }) => {
  await gotoHydrated(page, "/resources/tax-calendar");
  await page.route("**/api/reminders*", (route) => route.abort("internetdisconnected"));
  await signUp(page, "offline@dresden-tests.example");
  const form = page.locator("#reminders");
  await expect(form.getByRole("alert")).toHaveText(
    "We could not reach our site just now. Please check your connection and try again.",
  );
  await expect(form.getByLabel("Email address")).toHaveValue("offline@dresden-tests.example");
  await expect(form.getByRole("button", { name: "Email me" })).toBeEnabled();
});

for (const path of ["/resources/tax-calendar", "/reminders"]) {
  test(`${path} with the signup passes axe in both themes`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expectNoAxeViolationsInBothThemes(page, `${path} with the signup`);
  });
}

test("the pages with the signup, and its error, pass the W3C Nu Html Checker", async ({
  request,
}, testInfo) => {
  test.skip(javaProblem() !== null, javaProblem() ?? "");
  const folder = testInfo.outputPath("nu-html");
  mkdirSync(folder, { recursive: true });
  const pages = new Map<string, string>();
  for (const brand of ALL_BRANDS) {
    for (const path of ["/reminders", "/resources/tax-calendar", "/blog"]) {
      const response = await request.get(withBrand(path, brand.id));
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, `${path} offers the signup`).toContain('data-reminder-signup="footer"');
      pages.set(`${brand.id}${path}`, html);
    }
    const refused = await request.post(withBrand("/reminders", brand.id), {
      form: { email: "someone@example" },
      headers: { origin: new URL(testInfo.project.use.baseURL!).origin },
      maxRedirects: 0,
    });
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain("Please enter a valid email address");
    pages.set(`${brand.id}/reminders refused`, refusedHtml);
  }
  const files = new Map<string, string>();
  for (const [name, html] of pages) {
    const file = `${name.replace(/[^a-z0-9]+/gi, "_")}.html`;
    writeFileSync(path.join(folder, file), html);
    files.set(file, name);
  }
  const errors = (await checkHtmlFolder(folder))
    .filter((message) => !isCheckerFalsePositive(message))
    .map(
      (message) =>
        `${files.get(path.basename(message.url ?? "")) ?? message.url}: ${describeMessage(message)}`,
    );
  expect(errors).toEqual([]);
});
