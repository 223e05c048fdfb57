import { expect as baseExpect, test } from "@playwright/test";
import { checklistItemIds } from "../../app/resources/content/checklist";
import { PAGE_REACT_RUNS } from "../support/routes";
import { collectErrors, gotoHydrated, useTheme } from "./support";

// The machine that runs these is shared and often busy: allow for slow page loads.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: "parallel", timeout: 120_000 });

const PATH = "/resources/tax-prep-checklist";
const KEY = "tax-prep-checklist";
const TOTAL = checklistItemIds().length;

test("ticks are remembered in localStorage and survive a reload", async ({ page }) => {
  await gotoHydrated(page, PATH);
  const progress = page.getByTestId("checklist-progress");
  await expect(progress).toContainText(`0 of ${TOTAL} gathered`);

  await page.getByLabel("W-2 from every employer").check();
  await page.getByLabel("Form 1098-T from each college or trade school").check();
  await expect(progress).toContainText(`2 of ${TOTAL} gathered`);
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
  const stored = await page.evaluate((key) => localStorage.getItem(key), KEY);
  expect(JSON.parse(stored ?? "[]")).toEqual(["income-w2", "education-1098-t"]);

  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByLabel("W-2 from every employer")).toBeChecked();
  await expect(page.getByLabel("Form 1098-T from each college or trade school")).toBeChecked();
  await expect(page.getByLabel("Form 1098-E for student loan interest")).not.toBeChecked();
  await expect(progress).toContainText(`2 of ${TOTAL} gathered`);
  await expect(
    page.locator("section", { has: page.getByRole("heading", { name: "Income", exact: true }) }),
  ).toContainText("1 of 9 gathered");

  // Unticking is remembered too.
  await page.getByLabel("W-2 from every employer").uncheck();
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByLabel("W-2 from every employer")).not.toBeChecked();
  await expect(progress).toContainText(`1 of ${TOTAL} gathered`);
});

test("saved ticks show from the first paint; the page needs no script file", async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript(([key, ids]) => localStorage.setItem(key, JSON.stringify(ids)), [
    KEY,
    ["personal-ids", "income-w2", "income-1099-nec-k", "rental-income"],
  ] as const);
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  await page.goto(PATH, { waitUntil: "domcontentloaded" });
  const income = page.locator("section", { has: page.getByRole("heading", { name: "Income", exact: true }) });
  await expect(page.getByLabel("W-2 from every employer")).toBeChecked();
  await expect(page.getByLabel("Rents received, by property")).toBeChecked();
  await expect(page.getByLabel("Form 1098-E for student loan interest")).not.toBeChecked();
  await expect(page.getByTestId("checklist-progress")).toContainText(`4 of ${TOTAL} gathered`);
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "4");
  await expect(page.getByRole("progressbar")).toHaveAttribute(
    "aria-valuetext",
    `4 of ${TOTAL} items gathered`,
  );
  await expect(income).toContainText("2 of 9 gathered");
  await page.waitForLoadState("load");
  // The list's own inline script runs it all: React never comes (decision record 010).
  expect(scripts).toEqual([]);
  expect(errors).toEqual([]);
});

test("a box ticked the moment it shows is saved and counted", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(PATH, { waitUntil: "domcontentloaded" });
  const stored = async () =>
    JSON.parse((await page.evaluate((key) => localStorage.getItem(key), KEY)) ?? "null") as unknown;
  const w2 = page.getByLabel("W-2 from every employer");
  const rents = page.getByLabel("Rents received, by property");
  await w2.check();
  await rents.check();
  await page.getByLabel("Form 1098-E for student loan interest").check();
  await page.getByLabel("Form 1098-E for student loan interest").uncheck();
  // Saved (in checklist order) and counted at once.
  expect(await stored()).toEqual(["income-w2", "rental-income"]);
  await expect(page.getByTestId("checklist-progress")).toContainText(`2 of ${TOTAL} gathered`);
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
  // Unticking everything stores nothing.
  await w2.uncheck();
  await rents.uncheck();
  await expect(page.getByTestId("checklist-progress")).toContainText(`0 of ${TOTAL} gathered`);
  expect(await stored()).toBeNull();
  expect(errors).toEqual([]);
});

test("a category every item of which was ticked shows as complete from the first paint", async ({ page }) => {
  const personal = checklistItemIds().filter((id) => id.startsWith("personal-"));
  await page.addInitScript(([key, ids]) => localStorage.setItem(key, JSON.stringify(ids)), [
    KEY,
    personal,
  ] as const);
  await page.route(
    (target) => target.pathname.endsWith(".js"),
    (route) => route.abort(),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PATH);
  const sections = page.getByRole("navigation", { name: "Checklist sections" });
  const complete = sections.locator("[data-checklist-complete]:not([hidden])");
  await expect(complete).toHaveCount(1);
  await expect(
    sections.getByRole("link").filter({ has: page.locator("[data-checklist-complete]:not([hidden])") }),
  ).toContainText(`${personal.length}/${personal.length}`);
});

test("a checklist reached in-app shows the saved ticks and works as one loaded whole", async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript((key) => localStorage.setItem(key, '["income-w2"]'), KEY);
  // From a page React runs, whose links React follows in the page.
  await gotoHydrated(page, PAGE_REACT_RUNS);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator('footer a[href="/resources/tax-prep-checklist"]').click();
  await expect(page).toHaveURL(/\/resources\/tax-prep-checklist$/);
  await expect(page.getByLabel("W-2 from every employer")).toBeChecked();
  await expect(page.getByTestId("checklist-progress")).toContainText(`1 of ${TOTAL} gathered`);
  await page.getByLabel("Rents received, by property").check();
  await expect(page.getByTestId("checklist-progress")).toContainText(`2 of ${TOTAL} gathered`);
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), KEY)) ?? "[]")).toEqual([
    "income-w2",
    "rental-income",
  ]);
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByRole("button", { name: "Undo clear" })).toBeFocused();
  await expect(page.getByTestId("checklist-progress")).toContainText(`0 of ${TOTAL} gathered`);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the boxes tick and untick (nothing is remembered, nothing breaks)", async ({ page }) => {
    await page.goto(PATH);
    const w2 = page.getByLabel("W-2 from every employer");
    await w2.check();
    await expect(w2).toBeChecked();
    await w2.uncheck();
    await expect(w2).not.toBeChecked();
    await expect(page.getByTestId("checklist-progress")).toContainText(`0 of ${TOTAL} gathered`);
  });
});

test("Clear empties the list and the storage, and can be undone", async ({ page }) => {
  await page.addInitScript(
    ([key, ids]) => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem(key, JSON.stringify(ids));
        sessionStorage.setItem("seeded", "1");
      }
    },
    [KEY, ["personal-ids", "income-w2", "rental-income"]] as const,
  );
  await gotoHydrated(page, PATH);
  await expect(page.getByTestId("checklist-progress")).toContainText(`3 of ${TOTAL} gathered`);
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByTestId("checklist-progress")).toContainText(`0 of ${TOTAL} gathered`);
  await expect(page.getByLabel("W-2 from every employer")).not.toBeChecked();
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();

  await page.getByRole("button", { name: "Undo clear" }).click();
  await expect(page.getByTestId("checklist-progress")).toContainText(`3 of ${TOTAL} gathered`);
  await expect(page.getByLabel("W-2 from every employer")).toBeChecked();

  await page.getByRole("button", { name: "Clear" }).click();
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByTestId("checklist-progress")).toContainText(`0 of ${TOTAL} gathered`);
  await expect(page.getByRole("button", { name: "Clear" })).toBeDisabled();
});

test("a damaged or outdated saved list never breaks the page", async ({ page }) => {
  await page.addInitScript((key) => {
    // Only on the first load; the test writes the next value itself.
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem(key, '["income-w2","an-item-we-removed",42');
      sessionStorage.setItem("seeded", "1");
    }
  }, KEY);
  await gotoHydrated(page, PATH);
  await expect(page.getByTestId("checklist-progress")).toContainText(`0 of ${TOTAL} gathered`);
  await page.evaluate((key) => localStorage.setItem(key, '["income-w2","an-item-we-removed"]'), KEY);
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByTestId("checklist-progress")).toContainText(`1 of ${TOTAL} gathered`);
});

for (const theme of ["light", "dark"] as const) {
  test(`print view (${theme} theme): every item with its box, no site chrome or buttons`, async ({
    page,
  }) => {
    await useTheme(page, theme);
    await page.addInitScript((key) => localStorage.setItem(key, '["personal-ids","health-1095-a"]'), KEY);
    await gotoHydrated(page, PATH);
    await expect(page.getByTestId("checklist-progress")).toContainText(`2 of ${TOTAL} gathered`);
    await page.emulateMedia({ media: "print" });

    // No header, footer, navigation, tools or calls to action on paper.
    await expect(page.locator("header").first()).toBeHidden();
    await expect(page.locator("footer")).toBeHidden();
    for (const chrome of [
      page.locator('nav[aria-label="Breadcrumb"]'),
      page.locator("button", { hasText: "Print checklist" }),
      page.getByRole("button", { name: "Clear", exact: true, includeHidden: true }),
      page.locator('[role="progressbar"]'),
      page.locator("#more-resources"),
      page.locator("#sources"),
      page.locator("main a", { hasText: "Schedule a Consultation" }).first(),
    ]) {
      await expect(chrome).toBeAttached();
      await expect(chrome).toBeHidden();
    }

    // Every item prints with its box, ticked or empty.
    const boxes = page.locator("main input[type=checkbox]");
    await expect(boxes).toHaveCount(TOTAL);
    for (const box of await boxes.all()) await expect(box).toBeVisible();
    await expect(
      page.getByLabel("Social Security cards or ITIN letters for you, your spouse and every dependent"),
    ).toBeChecked();
    await expect(
      page.getByLabel("Form 1095-A if anyone had Marketplace (HealthCare.gov) coverage"),
    ).toBeChecked();
    await expect(page.getByLabel("W-2 from every employer")).not.toBeChecked();
    await expect(page.getByText(`2 of ${TOTAL} items gathered`)).toBeVisible();

    // Black text on white paper, whatever the screen theme.
    const colors = await page.getByLabel("W-2 from every employer").evaluate((input) => {
      const label = document.querySelector(`label[for="${input.id}"]`) as HTMLElement;
      const main = document.querySelector("main > div") as HTMLElement;
      return { text: getComputedStyle(label).color, background: getComputedStyle(main).backgroundColor };
    });
    expect(colors.text).toBe("rgb(0, 0, 0)");
    expect(colors.background).toBe("rgb(255, 255, 255)");
  });
}
