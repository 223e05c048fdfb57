/**
 * Booking that carries the service (issue 28), for every brand, with JavaScript on and off: a service
 * page's "Schedule a Consultation" leads to /schedule?service=<id>, whose request form starts with
 * that service chosen and keeps it when sent without JavaScript; its "Send us a message" leads to the
 * contact form with the service chosen. (The external scheduler's link is in schedule.spec.ts.)
 */
import { expect as baseExpect, test } from "@playwright/test";
import type { Brand } from "../../app/brands";
import { ALL_BRANDS, gotoHydrated, withBrand } from "./support";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: "parallel", timeout: 120_000 });

/** The service a brand leads with, and the contact form's option for it. */
function leadService(brand: Brand) {
  const id = brand.contentPriorities.services[0]!;
  return { id, option: brand.contactServiceFor[id] };
}

for (const brand of ALL_BRANDS) {
  const { id, option } = leadService(brand);

  test(`${brand.id}: from /services/${id} to a meeting request with the service chosen`, async ({ page }) => {
    await gotoHydrated(page, withBrand(`/services/${id}`, brand.id));
    const schedule = page.locator("main").getByRole("link", { name: "Schedule a Consultation" });
    await expect(schedule).toHaveCount(2);
    for (const link of await schedule.all()) await expect(link).toHaveAttribute("href", `/schedule?service=${id}&domain=${brand.id}`);
    await schedule.first().click();
    await expect(page).toHaveURL(new RegExp(`/schedule\\?service=${id}`));
    await expect(page.locator("#book select[name='service']")).toHaveValue(option);

    await gotoHydrated(page, withBrand(`/services/${id}`, brand.id));
    const message = page.locator("main").getByRole("link", { name: "Send us a message" });
    for (const link of await message.all()) {
      await expect(link).toHaveAttribute("href", `/contact?service=${id}&domain=${brand.id}#send-a-message`);
    }
    await message.last().click();
    await expect(page).toHaveURL(new RegExp(`/contact\\?service=${id}`));
    await expect(page.locator("#send-a-message select[name='service']")).toHaveValue(option);
  });

  test.describe(`${brand.id} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("/schedule?service= starts with the service chosen and keeps it when the form comes back", async ({ page }) => {
      await page.goto(withBrand(`/schedule?service=${id}`, brand.id));
      const form = page.locator("#book form[method='post']");
      await expect(form.locator("select[name='service']")).toHaveValue(option);
      await form.getByLabel("Name").fill("Pat Miller");
      await form.getByLabel("Email").fill("pat@example");
      await form.getByLabel("How and when would you like to meet?").fill("A video call on a weekday morning.");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page).toHaveURL(/\/contact/);
      const returned = page.locator("form[method='post']").first();
      await expect(returned.locator("[data-field-error='email']")).toBeVisible();
      await expect(returned.locator("select[name='service']")).toHaveValue(option);
      await expect(returned.getByLabel("Name")).toHaveValue("Pat Miller");
    });

    test("a service page's message link opens the contact form with the service chosen", async ({ page }) => {
      await page.goto(withBrand(`/contact?service=${id}`, brand.id));
      await expect(page.locator("#send-a-message select[name='service']")).toHaveValue(option);
      // Without a known service nothing is chosen.
      await page.goto(withBrand("/contact?service=astrology", brand.id));
      await expect(page.locator("#send-a-message select[name='service']")).toHaveValue("");
    });
  });
}
