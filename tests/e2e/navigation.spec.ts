import { expect, test } from "@playwright/test";
import { PAGE_REACT_RUNS } from "../support/routes";
import {
  ALL_BRANDS,
  withBrand,
  gotoHydrated,
  freezeClock,
  waitForAnimationsToEnd,
  waitForFrame,
} from "./support";

test.describe("desktop navigation", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("header shows the phone, sign-in and the brand's Team to Win link", async ({ page }) => {
    for (const brand of ALL_BRANDS) {
      await gotoHydrated(page, withBrand("/services", brand.id));
      const phone = page.getByRole("link", { name: "(740) 754-0800" }).first();
      await expect(phone).toHaveAttribute("href", "tel:+17407540800");
      await expect(page.getByRole("link", { name: "Sign up / Sign in" }).first()).toHaveAttribute(
        "href",
        brand.links.signIn,
      );
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: /Team to Win/ })).toHaveAttribute(
        "href",
        brand.links.teamToWin,
      );
    }
  });

  test("the top bar keeps every item on one line, from the narrowest desktop width up", async ({ page }) => {
    for (const brand of ALL_BRANDS) {
      for (const width of [1024, 1180, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await gotoHydrated(page, withBrand("/", brand.id));
        const bar = page.locator("header").locator("xpath=preceding-sibling::div[1]");
        await expect(bar.getByRole("link", { name: "Sign up / Sign in" })).toBeVisible();
        const wrapped = await bar.evaluate((element) =>
          [...element.querySelectorAll("p, a")]
            .filter((item) => item.getBoundingClientRect().height > 0)
            .filter((item) => {
              const lineHeight = parseFloat(getComputedStyle(item).lineHeight);
              return item.getBoundingClientRect().height > lineHeight * 1.5;
            })
            .map((item) => item.textContent?.trim()),
        );
        expect(wrapped, `${brand.id} at ${width} px`).toEqual([]);
        // The opening hours have room only from 1280 px.
        await expect(bar.getByText(brand.contact.hours)).toBeVisible({ visible: width >= 1280 });
      }
    }
  });

  for (const brand of ALL_BRANDS)
    test(`menus hold the spec's entries in ${brand.id}'s wording`, async ({ page }) => {
      {
        await gotoHydrated(page, withBrand("/", brand.id));
        const nav = page.getByRole("navigation", { name: "Main" });
        await expect(nav.getByRole("link", { name: "Home" })).toBeVisible();
        await nav.getByRole("button", { name: "Services" }).click();
        const services = page.locator("#menu-services");
        await expect(services.getByRole("link").first()).toContainText("All Services");
        await expect(services.getByRole("link")).toHaveCount(9);
        const firstService = brand.contentPriorities.services[0]!;
        const expectedTitle = brand.serviceOverrides[firstService]?.title;
        if (expectedTitle) await expect(services.getByRole("link").nth(1)).toHaveText(expectedTitle);

        await nav.getByRole("button", { name: "About" }).click();
        await expect(services).toBeHidden();
        const about = page.locator("#menu-about");
        await expect(about.getByRole("link", { name: /About Us/ })).toBeVisible();
        await expect(about.getByRole("link", { name: /Industries We Serve/ })).toBeVisible();
        await about.locator("summary", { hasText: "Our Locations" }).click();
        const towns = about.locator("#submenu-our-locations").getByRole("link");
        await expect(towns).toHaveCount(9);
        await expect(towns.first()).toContainText("Dresden");
        await expect(towns.first()).toHaveAttribute("href", /^\/about-us/);
        for (const town of [
          "Zanesville",
          "Coshocton",
          "Newark",
          "Cambridge",
          "Mount Vernon",
          "Newcomerstown",
          "Marietta",
          "Columbus",
        ]) {
          await expect(about.getByRole("link", { name: new RegExp(town) })).toHaveAttribute(
            "href",
            /^https:\/\//,
          );
        }

        await nav.getByRole("button", { name: "Resources" }).click();
        const resources = page.locator("#menu-resources");
        await expect(resources.getByRole("link", { name: /News/ })).toHaveAttribute("href", /^\/blog/);
        await resources.locator("summary", { hasText: "Tax Resources" }).click();
        for (const label of [
          "Ohio Business Taxes",
          "Tax Calculator",
          "Tax Prep Checklist",
          "Check My Refund",
          "Pay Taxes",
        ]) {
          await expect(resources.getByRole("link", { name: label })).toBeVisible();
        }
        await nav.getByRole("button", { name: "Contact" }).click();
        await expect(
          page.locator("#menu-contact").getByRole("link", { name: /Ways to Contact/ }),
        ).toBeVisible();
        await expect(
          page.locator("#menu-contact").getByRole("link", { name: /Schedule a Meeting/ }),
        ).toBeVisible();
      }
    });

  test("dropdowns open on click and close on outside click and Escape", async ({ page }) => {
    await gotoHydrated(page, "/");
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    // A popover's button: the browser itself exposes whether it is expanded.
    await expect(trigger).toHaveAttribute("popovertarget", "menu-services");
    await expect(page.locator("#menu-services")).toBeHidden();
    await trigger.click();
    await expect(page.locator("#menu-services")).toBeVisible();
    // Anchored under its button.
    const [button, panel] = await Promise.all([
      trigger.boundingBox(),
      page.locator("#menu-services").boundingBox(),
    ]);
    expect(Math.abs(panel!.x - button!.x)).toBeLessThan(2);
    expect(panel!.y).toBeGreaterThan(button!.y + button!.height);
    expect(panel!.y).toBeLessThan(button!.y + button!.height + 16);
    await page.mouse.click(640, 700);
    await expect(page.locator("#menu-services")).toBeHidden();

    await trigger.click();
    await expect(page.locator("#menu-services")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#menu-services")).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("dropdowns work by keyboard alone", async ({ page }) => {
    // A page React runs: its links are followed in-app, where closing the menu is the site's to do.
    await gotoHydrated(page, PAGE_REACT_RUNS);
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Resources" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#menu-resources")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.locator("#menu-resources").getByRole("link", { name: /News/ })).toBeFocused();
    await page.keyboard.press("Tab");
    const submenuButton = page.locator("#menu-resources summary", { hasText: "Tax Resources" });
    await expect(submenuButton).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(page.locator("#submenu-tax-resources").getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(submenuButton).toBeFocused();
    await expect(page.locator("#submenu-tax-resources")).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(page.locator("#menu-resources")).toBeHidden();
    await expect(trigger).toBeFocused();
    // Following a link closes the menu and navigates.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator("#menu-resources")).toBeHidden();
  });

  test("a submenu closes 150 ms after the pointer leaves it", async ({ page }) => {
    await freezeClock(page);
    await gotoHydrated(page, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "About" }).click();
    const submenuButton = page.locator("#menu-about summary", { hasText: "Our Locations" });
    await submenuButton.hover();
    await expect(page.locator("#submenu-our-locations")).toBeVisible();
    await page
      .locator("#menu-about")
      .getByRole("link", { name: /About Us/ })
      .hover();
    // Still open 100 ms after leaving, closed once 150 ms have passed.
    await page.clock.runFor(100);
    await expect(page.locator("#submenu-our-locations")).toBeVisible();
    await page.clock.runFor(60);
    await expect(page.locator("#submenu-our-locations")).toBeHidden();
  });

  test("past 20 px of scroll the bar shrinks and turns to glass; progress bar tracks scrolling", async ({
    page,
  }) => {
    await gotoHydrated(page, "/privacy-policy");
    // Make sure the page is tall enough to scroll whatever its content.
    await page.evaluate(() => (document.body.style.minHeight = "3000px"));
    const header = page.locator("header[data-scrolled]");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    const tall = await header.boundingBox();
    const mainTop = () =>
      page.locator("main").evaluate((main) => main.getBoundingClientRect().top + window.scrollY);
    const mainTopBefore = await mainTop();
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    // Glass: the page shows through the bar's colour (78 % of the surface colour).
    await expect
      .poll(() => header.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toMatch(/(\/ |, )0\.78\)$/);
    // Glass blurs what passes under it (a minifier once kept only Safari's prefixed property, so no blur).
    await expect(header).toHaveCSS("backdrop-filter", /blur\(14px\)/);
    await expect.poll(async () => (await header.boundingBox())!.height).toBeLessThan(tall!.height);
    // The page below does not move while the bar shrinks (browsers without scroll anchoring would jump):
    // measured once the bar's transitions have ended and the page has rendered where it came to rest.
    await waitForAnimationsToEnd(header);
    await waitForFrame(page);
    expect(await mainTop()).toBe(mainTopBefore);
    const progress = page.getByTestId("scroll-progress");
    await expect
      .poll(() => progress.evaluate((el) => Number(getComputedStyle(el).getPropertyValue("--progress"))))
      .toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });
});

test.describe("mobile navigation", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("call link, and a menu with expandable sections mirroring the top navigation", async ({ page }) => {
    // A page React runs: its links are followed in-app, where closing the menu is the site's to do.
    await gotoHydrated(page, withBrand(PAGE_REACT_RUNS, "payroll"));
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("banner").getByRole("link", { name: /^Call/ })).toHaveAttribute(
      "href",
      "tel:+17407540800",
    );
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("popovertarget", "mobile-menu");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    const section = (label: string) => menu.locator("summary", { hasText: new RegExp(`^${label}$`) });
    for (const label of ["About", "Services", "Resources", "Contact"]) {
      await expect(section(label).locator("xpath=..")).not.toHaveAttribute("open");
    }
    await section("Services").click();
    await expect(menu.getByRole("link", { name: "All Services" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Full-Service Payroll" })).toBeVisible();
    await section("Resources").click();
    await section("Tax Resources").click();
    await expect(menu.getByRole("link", { name: "Pay Taxes" })).toBeVisible();
    await expect(
      page.locator("#mobile-menu").getByRole("link", { name: /Call \(740\) 754-0800/ }),
    ).toBeVisible();

    await menu.getByRole("link", { name: "All Services" }).click();
    await expect(page).toHaveURL(/\/services\?domain=payroll$/);
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.locator("#mobile-menu").getByRole("searchbox")).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    // An outside tap closes it too (the bar beside the logo: the open menu fills the screen below).
    await toggle.click();
    await expect(menu).toBeVisible();
    const logo = (await page.getByRole("banner").getByRole("link").first().boundingBox())!;
    await page.mouse.click(logo.x + logo.width + 8, logo.y + logo.height / 2);
    await expect(menu).toBeHidden();
  });
});
