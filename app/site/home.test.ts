import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "~/shell/ui/icon-names";
import { ALL_BRANDS, BRAND_IDS, getBrand } from "~/brands";
import { FIRM_STATS } from "./about";
import { getServicesForBrand } from "./services";
import { INDUSTRY_IDS } from "./industries";
import {
  buildHomePage,
  HOME_CONTENT,
  HOME_ICON_NAMES,
  HOME_INDUSTRY_CARD_COUNT,
  HOME_SERVICE_CARD_LIMIT,
  type HomeContent,
} from "./home";

function allText(content: HomeContent): string[] {
  return [
    content.metaTitle,
    content.metaDescription,
    content.heading,
    ...content.slides.flatMap((slide) => [slide.headline, slide.text]),
    content.welcome.title,
    content.welcome.lede,
    ...content.valueCards.flatMap((card) => [card.title, card.text]),
    ...[
      content.services,
      content.industries,
      content.whyChooseUs,
      content.connected,
      content.news,
      content.contact,
    ].flatMap((intro) => [intro.eyebrow, intro.title, intro.lede]),
    ...content.whyChooseUs.points.flatMap((point) => [point.title, point.text]),
  ];
}

describe("HOME_CONTENT", () => {
  it("has content for every brand and no other", () => {
    expect(Object.keys(HOME_CONTENT).sort()).toEqual([...BRAND_IDS].sort());
  });

  it.each(BRAND_IDS)(
    "%s: three slides, three value cards, four why-choose-us points, five industries",
    (id) => {
      const content = HOME_CONTENT[id];
      expect(content.slides).toHaveLength(3);
      expect(content.valueCards).toHaveLength(3);
      expect(content.whyChooseUs.points).toHaveLength(4);
      expect(content.industries.ids).toHaveLength(HOME_INDUSTRY_CARD_COUNT);
      expect(new Set(content.industries.ids).size).toBe(HOME_INDUSTRY_CARD_COUNT);
      for (const industry of content.industries.ids) expect(INDUSTRY_IDS).toContain(industry);
    },
  );

  it.each(BRAND_IDS)(
    "%s: says the firm is available Monday through Saturday, virtually and in person",
    (id) => {
      const points = HOME_CONTENT[id].whyChooseUs.points.map((p) => `${p.title} ${p.text}`).join(" ");
      expect(points).toMatch(/Monday through Saturday/);
      expect(points).toMatch(/virtual/i);
      expect(points).toMatch(/in person/i);
    },
  );

  it.each(BRAND_IDS)("%s: slides show the hero art three different ways", (id) => {
    const views = HOME_CONTENT[id].slides.map((slide) => slide.view);
    expect(new Set(views).size).toBe(3);
  });

  it("gives each brand its own slides and value cards", () => {
    const headlines = BRAND_IDS.flatMap((id) => HOME_CONTENT[id].slides.map((s) => s.headline));
    expect(new Set(headlines).size).toBe(headlines.length);
    const cards = BRAND_IDS.flatMap((id) => HOME_CONTENT[id].valueCards.map((c) => c.title));
    expect(new Set(cards).size).toBe(cards.length);
  });

  it("carries the consulting brand's 'Together We Win'", () => {
    expect(allText(HOME_CONTENT.brownco).join(" ")).toContain("Together We Win");
  });

  it("uses only icons the site draws and the page maps", () => {
    const used = BRAND_IDS.flatMap((id) => [
      ...HOME_CONTENT[id].valueCards.map((c) => c.icon),
      ...HOME_CONTENT[id].whyChooseUs.points.map((p) => p.icon),
    ]);
    for (const icon of used) expect(HOME_ICON_NAMES).toContain(icon);
    for (const icon of HOME_ICON_NAMES) expect(ICON_NAMES).toContain(icon);
  });

  it.each(BRAND_IDS)("%s: real, finished writing that fits where it is shown", (id) => {
    const content = HOME_CONTENT[id];
    for (const text of allText(content)) {
      expect(text.trim()).toBe(text);
      expect(text.length).toBeGreaterThan(3);
      expect(text).not.toMatch(/lorem|ipsum|coming soon|TODO|TBD|\{|\}/i);
    }
    // Search engines show about 60 characters of a title (with ' · Brand name' appended) and 160 of a description.
    expect(content.metaTitle.length).toBeLessThanOrEqual(60);
    expect(content.metaDescription.length).toBeGreaterThanOrEqual(70);
    expect(content.metaDescription.length).toBeLessThanOrEqual(160);
    // The headline sits over the hero art at 390 px: short enough for four lines at most.
    for (const slide of content.slides) {
      expect(slide.headline.length).toBeLessThanOrEqual(60);
      expect(slide.text.length).toBeLessThanOrEqual(170);
    }
  });
});

describe("buildHomePage", () => {
  it.each(ALL_BRANDS)("$id: the brand's first six services, in its order", (brand) => {
    const page = buildHomePage(brand);
    expect(page.services).toHaveLength(HOME_SERVICE_CARD_LIMIT);
    expect(page.services.map((s) => s.id)).toEqual(
      brand.contentPriorities.services.slice(0, HOME_SERVICE_CARD_LIMIT),
    );
    expect(page.services.map((s) => s.title)).toEqual(
      getServicesForBrand(brand)
        .slice(0, HOME_SERVICE_CARD_LIMIT)
        .map((s) => s.title),
    );
    for (const service of page.services) {
      expect(service.link).toBe(`/services/${service.id}`);
      expect(service.image).toBe(`/services/${service.id}.svg`);
    }
  });

  it.each(ALL_BRANDS)("$id: five industries with links and artwork", (brand) => {
    const page = buildHomePage(brand);
    expect(page.industries.map((i) => i.id)).toEqual(HOME_CONTENT[brand.id].industries.ids);
    for (const industry of page.industries) {
      expect(industry.link).toBe(`/industries/${industry.id}`);
      expect(industry.image).toBe(`/industries/${industry.id}.svg`);
      expect(industry.shortDescription.length).toBeGreaterThan(20);
    }
  });

  it.each(ALL_BRANDS)("$id: the firm's stats and all three brands, its own first", (brand) => {
    const page = buildHomePage(brand);
    expect(page.stats).toEqual(FIRM_STATS);
    expect(page.brands.map((b) => b.id)).toHaveLength(3);
    expect(page.brands[0]).toMatchObject({ id: brand.id, current: true, mark: brand.logos.mark });
    expect(page.brands.filter((b) => b.current)).toHaveLength(1);
    for (const member of page.brands) expect(member.tagline).toBe(getBrand(member.id).tagline);
  });

  it("differs per brand where the spec says it does", () => {
    const [a, b, c] = ALL_BRANDS.map(buildHomePage);
    // The hero's services panel comes from the brand itself (sent by the root loader).
    for (const brand of ALL_BRANDS) expect(brand.heroServices).toHaveLength(10);
    expect(new Set(ALL_BRANDS.map((brand) => brand.heroServices.join("|"))).size).toBe(3);
    expect(a!.content.slides).not.toEqual(b!.content.slides);
    expect(a!.services.map((s) => s.id)).not.toEqual(c!.services.map((s) => s.id));
  });

  it("sends only plain data the page needs (no full service or industry pages)", () => {
    const page = buildHomePage(getBrand("dresdentax"));
    expect(Object.keys(page.services[0]!).sort()).toEqual([
      "id",
      "image",
      "link",
      "shortDescription",
      "title",
    ]);
    expect(Object.keys(page.industries[0]!).sort()).toEqual([
      "id",
      "image",
      "link",
      "name",
      "shortDescription",
    ]);
    expect(JSON.stringify(page).length).toBeLessThan(12_000);
  });
});
