/**
 * Posts as their writer made them (issue 20): the cards of Ghost's editor on the post page, each in
 * the site's design and working without scripts, and the post settings a writer fills in Ghost.
 *
 * On a real Ghost (playwright.ghost.config.ts) the post is the fixture built from every editor card
 * (tests/support/ghost/cards-post.ts). With the Markdown files (playwright.config.ts) a site of its
 * own serves a post written with the `:::` card blocks (content/README.md), and the cards both
 * sources share are checked the same way.
 */
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { CARDS_POST } from "../support/ghost/cards-post.ts";
import { buildSeedData } from "../support/ghost/seed.ts";
import { startSite, writeMarkdownBlog, type RunningSite } from "../support/ghost/site-server.ts";
import { ALL_BRANDS, expectNoAxeViolations, gotoHydrated, useTheme, withBrand } from "./support";

const SOURCE = process.env.BLOG_E2E_SOURCE === "ghost" ? "ghost" : "files";
test.skip(SOURCE === "ghost" && process.env.GHOST_E2E_SKIP === "1", "Ghost is not installed");
test.describe.configure({ timeout: 90_000 });

const MARKDOWN_POST = {
  slug: "cards-in-markdown",
  title: "Cards in a Markdown post",
  published_at: "2026-03-02T14:00:00Z",
  tags: ["tax-tips"],
  body: [
    "A post of the built-in blog written with the card blocks writers use in Ghost.",
    "",
    ":::callout 💡 blue",
    "Bring **last year's returns**: carry-forwards and estimated payments start from them.",
    ":::",
    "",
    ":::image wide",
    "![Timeline of the 2026 estimated payment dates](/blog-images/tax-deadlines.svg)",
    "Due dates from IRS Form 1040-ES (2026).",
    ":::",
    "",
    ":::toggle Do I need an appointment, or can I drop off my documents?",
    "Either works. If you drop off, include a phone number.",
    ":::",
    "",
    ":::button",
    "[Schedule a consultation](/schedule)",
    ":::",
    "",
    ":::image full",
    "![Ohio taxes illustration](/blog-images/ohio-taxes.svg)",
    ":::",
  ].join("\n"),
};

let site: RunningSite | undefined;
let removeContent: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  if (SOURCE === "ghost") return;
  test.setTimeout(120_000);
  const content = await writeMarkdownBlog(
    [MARKDOWN_POST],
    [{ slug: "tax-tips", name: "Tax Tips", description: "Plain-language help with federal returns." }],
  );
  removeContent = content.remove;
  site = await startSite({ cwd: content.dir });
});

test.afterAll(async () => {
  await site?.stop();
  await removeContent?.();
});

/** The post page's address on the site under test. */
function postUrl(slug = SOURCE === "ghost" ? CARDS_POST.slug : MARKDOWN_POST.slug): string {
  return `${site?.url ?? ""}/blog/${slug}`;
}

function body(page: Page): Locator {
  return page.getByTestId("post-body");
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${String(locator)}`);
  return found;
}

async function style(locator: Locator, property: string): Promise<string> {
  return locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

/** The offline test machine has no YouTube: embedded players answer from here. */
async function stubVideoHosts(page: Page) {
  await page.context().route("https://www.youtube.com/**", (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<title>Player</title><p>Video player</p>",
    }),
  );
}

test.describe("cards both sources share", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a toggle opens and closes with JavaScript off, its question always in view", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(postUrl());
    const toggle = body(page).locator("details.kg-toggle-card").first();
    const question = toggle.locator("summary");
    const answer = toggle.locator(".kg-toggle-content");
    await expect(question).toHaveText("Do I need an appointment, or can I drop off my documents?");
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await expect(answer).toContainText("Either works.");
    await expect(toggle).toHaveAttribute("open", "");
    await question.click();
    await expect(answer).toBeHidden();
    // And from the keyboard: the question is a control of its own.
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
    await context.close();
  });

  test("a callout is a framed, tinted box, in every colour Ghost offers", async ({ page }) => {
    await gotoHydrated(page, postUrl());
    const callout = body(page).locator(".kg-callout-card").first();
    expect(parseFloat(await style(callout, "border-top-width"))).toBeGreaterThanOrEqual(1);
    expect(await style(callout, "border-top-style")).toBe("solid");
    expect(parseFloat(await style(callout, "border-top-left-radius"))).toBeGreaterThan(4);
    expect(parseFloat(await style(callout, "padding-left"))).toBeGreaterThanOrEqual(16);
    const pageBackground = await style(page.locator("body"), "background-color");
    expect(await style(callout, "background-color")).not.toBe(pageBackground);
    // Emoji beside the text, not above it.
    const emoji = await box(callout.locator(".kg-callout-emoji"));
    const text = await box(callout.locator(".kg-callout-text"));
    expect(emoji.x + emoji.width).toBeLessThanOrEqual(text.x);

    const colours = ["grey", "white", "blue", "green", "yellow", "red", "pink", "purple", "accent"];
    const backgrounds = await callout.evaluate((card, names) => {
      return names.map((name) => {
        const copy = card.cloneNode(true) as HTMLElement;
        copy.className = `kg-card kg-callout-card kg-callout-card-${name}`;
        card.after(copy);
        const background = getComputedStyle(copy).backgroundColor;
        copy.remove();
        return background;
      });
    }, colours);
    expect(new Set(backgrounds).size, backgrounds.join(" | ")).toBe(colours.length);
    expect(backgrounds).not.toContain("rgba(0, 0, 0, 0)");
    const brandButton = page
      .getByRole("complementary", { name: "About this article" })
      .locator(".btn-primary");
    expect(backgrounds.at(-1)).toBe(await style(brandButton, "background-color"));
  });

  test("a wide image is wider than the text column, and a full one spans the screen", async ({ page }) => {
    await gotoHydrated(page, postUrl());
    const paragraph = await box(body(page).locator(":scope > p").first());
    const wide = await box(body(page).locator(".kg-image-card.kg-width-wide img").first());
    expect(wide.width).toBeGreaterThan(paragraph.width + 200);
    expect(wide.x).toBeCloseTo(paragraph.x, 0);
    const full = await box(body(page).locator(".kg-width-full").first());
    const screen = await page.evaluate(() => document.documentElement.clientWidth);
    expect(full.x).toBeCloseTo(0, 0);
    expect(full.width).toBeCloseTo(screen, 0);
  });

  test("a button card looks like the site's own primary button, centred in the column", async ({ page }) => {
    await gotoHydrated(page, postUrl());
    const button = body(page).locator(".kg-button-card a");
    await expect(button).toHaveText("Schedule a consultation");
    await expect(button).toHaveAttribute("href", "/schedule");
    const brandButton = page
      .getByRole("complementary", { name: "About this article" })
      .locator(".btn-primary");
    expect(await style(button, "background-color")).toBe(await style(brandButton, "background-color"));
    expect(await style(button, "color")).toBe(await style(brandButton, "color"));
    expect(await style(button, "text-decoration-line")).toBe("none");
    expect(parseFloat(await style(button, "border-top-left-radius"))).toBeGreaterThan(2);
    const shape = await box(button);
    expect(shape.height).toBeGreaterThanOrEqual(44);
    const column = await box(body(page).locator(":scope > p").first());
    expect(Math.abs(shape.x + shape.width / 2 - (column.x + column.width / 2))).toBeLessThan(2);
  });

  test("the cards' stylesheet ships with post pages only", async ({ request }) => {
    const stylesheets = async (path: string) =>
      [
        ...(await (await request.get(`${site?.url ?? ""}${path}`)).text()).matchAll(
          /<link[^>]* rel="stylesheet" href="([^"]+)"/g,
        ),
      ].map((match) => match[1]!);
    const post = await stylesheets(new URL(postUrl(), "http://local.invalid").pathname);
    const cards = post.filter((href) => /^\/assets\/post-[\w-]+\.css$/.test(href));
    expect(cards).toHaveLength(1);
    for (const path of ["/", "/blog", "/blog/tag/tax-tips", "/services"]) {
      const sheets = await stylesheets(path);
      expect(
        sheets.filter((href) => /^\/assets\/app-[\w-]+\.css$/.test(href)),
        path,
      ).toHaveLength(1);
      expect(sheets, path).not.toContain(cards[0]);
    }
  });

  test("a post opened from the news list is styled from its first frame", async ({ page }) => {
    // Records the callout's frame the moment React puts the post into the page.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const callout = document.querySelector(".kg-callout-card");
        if (!callout) return;
        Object.assign(window, { __firstCalloutBorder: getComputedStyle(callout).borderTopStyle });
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    // The Ghost fixture is the 15th newest post: the list's second page.
    await gotoHydrated(page, `${site?.url ?? ""}/blog${SOURCE === "ghost" ? "?page=2" : ""}`);
    expect(await page.evaluate(() => "__firstCalloutBorder" in window)).toBe(false);
    const slug = SOURCE === "ghost" ? CARDS_POST.slug : MARKDOWN_POST.slug;
    await page.locator(`article[data-slug="${slug}"]`).getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(body(page).locator(".kg-callout-card").first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __firstCalloutBorder: string }).__firstCalloutBorder),
    ).toBe("solid");
  });

  test("the post fits a phone's screen without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await stubVideoHosts(page);
    await gotoHydrated(page, postUrl());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe("cards only Ghost's editor makes", () => {
  test.skip(SOURCE !== "ghost", "the Markdown format has the common cards only");
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a gallery's images share one row at desktop width, one height, widths by aspect ratio", async ({
    page,
  }) => {
    await gotoHydrated(page, postUrl());
    const images = body(page).locator(".kg-gallery-card img");
    await expect(images).toHaveCount(3);
    const boxes = await Promise.all([0, 1, 2].map((i) => box(images.nth(i))));
    for (const shape of boxes) {
      expect(shape.y).toBeCloseTo(boxes[0]!.y, 0);
      expect(shape.height).toBeCloseTo(boxes[0]!.height, 0);
    }
    expect(boxes[0]!.x + boxes[0]!.width).toBeLessThan(boxes[1]!.x);
    expect(boxes[1]!.x + boxes[1]!.width).toBeLessThan(boxes[2]!.x);
    // form 4:3, receipt 1:2, calendar 3:2
    expect(boxes[0]!.width / boxes[0]!.height).toBeCloseTo(4 / 3, 1);
    expect(boxes[1]!.width / boxes[1]!.height).toBeCloseTo(1 / 2, 1);
    expect(boxes[2]!.width / boxes[2]!.height).toBeCloseTo(3 / 2, 1);
    // A wide card: the row is wider than the text column.
    const paragraph = await box(body(page).locator(":scope > p").first());
    expect(boxes[2]!.x + boxes[2]!.width - boxes[0]!.x).toBeGreaterThan(paragraph.width + 200);
  });

  test("a bookmark is one framed link holding its title, description, publisher, icon and thumbnail", async ({
    page,
  }) => {
    await gotoHydrated(page, postUrl());
    const card = body(page).locator(".kg-bookmark-card");
    const links = card.getByRole("link");
    await expect(links).toHaveCount(1);
    await expect(links).toHaveAttribute("href", /^https:\/\/tax\.ohio\.gov\/individual/);
    await expect(links).toHaveAttribute("rel", "noopener noreferrer");
    const frame = await box(links);
    for (const part of [
      ".kg-bookmark-title",
      ".kg-bookmark-description",
      ".kg-bookmark-author",
      ".kg-bookmark-icon",
      ".kg-bookmark-thumbnail img",
    ]) {
      const inner = await box(card.locator(part));
      expect(inner.x, part).toBeGreaterThanOrEqual(frame.x);
      expect(inner.y, part).toBeGreaterThanOrEqual(frame.y);
      expect(inner.x + inner.width, part).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
      expect(inner.y + inner.height, part).toBeLessThanOrEqual(frame.y + frame.height + 0.5);
    }
    await expect(card.locator(".kg-bookmark-title")).toHaveText(
      "Individual Income Tax | Ohio Department of Taxation",
    );
    expect(parseFloat(await style(links, "border-top-width"))).toBeGreaterThanOrEqual(1);
    expect(parseFloat(await style(links, "border-top-left-radius"))).toBeGreaterThan(4);
    expect(await style(links, "text-decoration-line")).toBe("none");
  });

  test("header cards keep their colours, background image and button", async ({ page }) => {
    await gotoHydrated(page, postUrl());
    const v2 = body(page).locator(".kg-header-card.kg-v2");
    expect(await style(v2, "background-color")).toBe("rgb(21, 48, 82)");
    expect(await style(v2.locator("h2"), "color")).toBe("rgb(255, 255, 255)");
    const v2Button = v2.getByRole("link", { name: "Book a time" });
    await expect(v2Button).toHaveAttribute("href", "/schedule");
    expect(await style(v2Button, "background-color")).toBe("rgb(255, 255, 255)");
    expect(await style(v2Button, "color")).toBe("rgb(21, 48, 82)");

    const v1 = body(page).locator(".kg-header-card:not(.kg-v2)");
    expect(await style(v1, "background-image")).toMatch(
      /^url\("http:\/\/127\.0\.0\.1:\d+\/content\/images\/.+\/fields\.png"\)$/,
    );
    expect(await style(v1.locator("h2"), "color")).toBe("rgb(255, 255, 255)");
    await expect(v1.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  });

  test("a product card shows its image, its rating read out, and a button", async ({ page }) => {
    await gotoHydrated(page, postUrl());
    const card = body(page).locator(".kg-product-card");
    await expect(card.locator("img")).toHaveAttribute("alt", "");
    // Named by a heading one level below its section ("Questions we hear every January", an h2).
    await expect(card.getByRole("heading", { level: 3 })).toHaveText("Personal tax return preparation");
    await expect(card.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
    const stars = card.locator(".kg-product-card-rating-star");
    await expect(stars).toHaveCount(5);
    const colours = await stars.evaluateAll((spans) =>
      spans.map((span) => ({
        glyph: getComputedStyle(span, "::before").content,
        colour: getComputedStyle(span, "::before").color,
      })),
    );
    expect(colours.every((star) => star.glyph === '"★"')).toBe(true);
    expect(new Set(colours.slice(0, 4).map((star) => star.colour)).size).toBe(1);
    expect(colours[4]!.colour).not.toBe(colours[0]!.colour);
    const button = card.getByRole("link", { name: "See pricing" });
    expect(await style(button, "text-decoration-line")).toBe("none");
    expect((await box(button)).height).toBeGreaterThanOrEqual(44);
  });

  test("embeds keep their shape; video, audio and files play from the Ghost host within the page's policy", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const blocked: string[] = [];
      Object.assign(window, { __blocked: blocked });
      document.addEventListener("securitypolicyviolation", (event) =>
        blocked.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await stubVideoHosts(page);
    await gotoHydrated(page, postUrl());
    const frame = body(page).locator(".kg-embed-card iframe");
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube\.com\/embed\//);
    await expect(frame).toHaveAttribute("title", "Filing season basics");
    await frame.scrollIntoViewIfNeeded();
    const shape = await box(frame);
    const column = await box(body(page).locator(":scope > p").first());
    expect(shape.width).toBeCloseTo(column.width, 0);
    expect(shape.width / shape.height).toBeCloseTo(200 / 113, 1);
    await expect(page.frameLocator(".kg-embed-card iframe").getByText("Video player")).toBeVisible();

    const ghostMedia = /^http:\/\/127\.0\.0\.1:\d+\/content\/media\//;
    const video = body(page).locator(".kg-video-card video");
    const audio = body(page).locator(".kg-audio-card audio");
    await expect(video).toHaveAttribute("src", ghostMedia);
    await expect(audio).toHaveAttribute("src", ghostMedia);
    await expect(video).toHaveAttribute("controls", "");
    await expect(audio).toHaveAttribute("controls", "");
    await expect(audio).toHaveAttribute("aria-label", "Estimated payments in two minutes");
    await video.scrollIntoViewIfNeeded();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(1);
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState))
      .toBeGreaterThanOrEqual(1);
    expect(await audio.evaluate((element: HTMLAudioElement) => Math.round(element.duration))).toBe(2);
    const file = body(page).locator(".kg-file-card a");
    await expect(file).toHaveAttribute(
      "href",
      /^http:\/\/127\.0\.0\.1:\d+\/content\/files\/.+\/estimated-payments-2026\.csv$/,
    );
    expect((await page.request.get((await file.getAttribute("href"))!)).status()).toBe(200);
    expect(await page.evaluate(() => (window as unknown as { __blocked: string[] }).__blocked)).toEqual([]);
  });

  test("call-to-action and sign-up cards lead to the contact page; there is nothing to subscribe to", async ({
    page,
  }) => {
    await gotoHydrated(page, postUrl());
    const cta = body(page).locator(".kg-cta-card");
    await expect(cta.getByRole("link", { name: "Ask a question" })).toHaveAttribute("href", "/contact");
    const signup = body(page).locator(".kg-signup-card");
    await expect(signup).toBeVisible();
    await expect(signup.getByRole("heading", { name: "Want our January checklist?" })).toBeVisible();
    await expect(signup.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    await expect(body(page).locator("form, input, button")).toHaveCount(0);
    await signup.getByRole("link", { name: "Contact us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

/** The page's metadata as the server sent it (read with scripts off, so nothing changed it). */
async function serverMeta(browser: Browser, url: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  const meta = await page.evaluate(() => {
    const content = (selector: string) =>
      document.head.querySelector(selector)?.getAttribute("content") ?? null;
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      ogTitle: content('meta[property="og:title"]'),
      ogDescription: content('meta[property="og:description"]'),
      ogImage: content('meta[property="og:image"]'),
      ogImageAlt: content('meta[property="og:image:alt"]'),
      ogUrl: content('meta[property="og:url"]'),
      twitterTitle: content('meta[name="twitter:title"]'),
      twitterDescription: content('meta[name="twitter:description"]'),
      twitterImage: content('meta[name="twitter:image"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      featureAlt: document.querySelector(".post-feature img")?.getAttribute("alt") ?? null,
      caption: document.querySelector(".post-feature figcaption")?.innerHTML ?? null,
    };
  });
  await context.close();
  return meta;
}

test.describe("post settings", () => {
  test.skip(SOURCE !== "ghost", "set in Ghost's post settings");

  test("a writer's alt text, caption, meta, share cards and canonical URL reach the page's HTML", async ({
    browser,
  }) => {
    const meta = await serverMeta(browser, postUrl());
    expect(meta).toEqual({
      title: `${CARDS_POST.meta_title} · Dresden Tax & Accounting`,
      description: CARDS_POST.meta_description,
      ogTitle: CARDS_POST.og_title,
      ogDescription: CARDS_POST.og_description,
      ogImage: CARDS_POST.og_image,
      // A share image of its own is described by the page's title.
      ogImageAlt: CARDS_POST.meta_title,
      ogUrl: CARDS_POST.canonical_url,
      twitterTitle: CARDS_POST.twitter_title,
      twitterDescription: CARDS_POST.twitter_description,
      twitterImage: CARDS_POST.twitter_image,
      canonical: CARDS_POST.canonical_url,
      featureAlt: CARDS_POST.feature_image_alt,
      caption:
        'Illustration by our team. Forms from the <a href="https://tax.ohio.gov/" rel="noopener noreferrer">Ohio Department of Taxation</a>.',
    });
  });

  test("a post whose settings are empty keeps the values the site derives", async ({ browser }) => {
    const { facts, posts } = buildSeedData();
    const post = posts.find((candidate) => candidate.slug === facts.allowedImagePost)!;
    const meta = await serverMeta(browser, postUrl(post.slug));
    const title = `${post.title} · Dresden Tax & Accounting`;
    const address = `https://dresdentax.com/blog/${post.slug}`;
    // The feature image has no file extension, so share previews get the brand's news card.
    const card = "https://dresdentax.com/og/dresdentax-blog.png";
    expect(meta).toMatchObject({
      title,
      ogTitle: title,
      twitterTitle: title,
      ogUrl: address,
      canonical: address,
      ogImage: card,
      twitterImage: card,
      featureAlt: "",
      caption: null,
    });
    expect(meta.description).toMatch(/^Choosing between an LLC and an S corporation is a question we hear/);
    expect(meta.ogDescription).toBe(meta.description);
    expect(meta.twitterDescription).toBe(meta.description);
  });
});

test.describe("accessibility", () => {
  for (const brand of ALL_BRANDS) {
    for (const theme of ["light", "dark"] as const) {
      test(`the post passes axe: ${brand.id}, ${theme}`, async ({ page }) => {
        await useTheme(page, theme);
        await stubVideoHosts(page);
        await gotoHydrated(page, withBrand(postUrl(), brand.id));
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        await expectNoAxeViolations(page, `${postUrl()} ${brand.id} ${theme}`);
      });
    }
  }
});
