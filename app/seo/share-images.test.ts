import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_BRANDS } from "~/brands";
import {
  BLOG_ART_SHARE_DIR,
  BRAND_ICON_SIZES,
  brandFaviconIcoPath,
  brandIconPath,
  brandMaskableIconPath,
  featureShareImage,
  SHARE_SECTIONS,
  shareCardText,
  shareImagePath,
  shareSectionForPath,
} from "./share-images";

const PUBLIC = path.resolve(import.meta.dirname, "../../public");
const publicFile = (sitePath: string) => path.join(PUBLIC, sitePath);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const data = readFileSync(file);
  expect(data.subarray(1, 4).toString("latin1"), `${file} is a PNG`).toBe("PNG");
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(file: string): { width: number; height: number } {
  const data = readFileSync(file);
  expect(data.readUInt16BE(0), `${file} is a JPEG`).toBe(0xffd8);
  let at = 2;
  while (at < data.length) {
    const marker = data.readUInt16BE(at);
    const length = data.readUInt16BE(at + 2);
    if (marker >= 0xffc0 && marker <= 0xffc3)
      return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error(`${file} has no frame header`);
}

describe("shareSectionForPath", () => {
  it("maps each page to its section's card", () => {
    expect(shareSectionForPath("/")).toBe("home");
    expect(shareSectionForPath("/services")).toBe("services");
    expect(shareSectionForPath("/services/personal-tax/pricing")).toBe("services");
    expect(shareSectionForPath("/industries/oil-and-gas")).toBe("industries");
    expect(shareSectionForPath("/blog/tag/payroll")).toBe("blog");
    expect(shareSectionForPath("/resources/tax-calculator")).toBe("resources");
    expect(shareSectionForPath("/about-us")).toBe("about");
    expect(shareSectionForPath("/contact")).toBe("contact");
    expect(shareSectionForPath("/schedule")).toBe("contact");
    expect(shareSectionForPath("/cookies")).toBe("home");
    expect(shareSectionForPath("/no/such/page")).toBe("home");
  });
});

describe("share card files", () => {
  it("exist for every brand and section as 1200x630 PNGs under 120 KB", () => {
    for (const brand of ALL_BRANDS) {
      for (const section of SHARE_SECTIONS) {
        const file = publicFile(shareImagePath(brand.id, section));
        expect(existsSync(file), file).toBe(true);
        expect(pngSize(file)).toEqual({ width: 1200, height: 630 });
        expect(readFileSync(file).length, file).toBeLessThan(120 * 1024);
      }
    }
  });

  it("have alt text naming the brand and the card's headline", () => {
    for (const brand of ALL_BRANDS) {
      for (const section of SHARE_SECTIONS) {
        const text = shareCardText(brand, section);
        expect(text.alt).toBe(`${brand.name}: ${text.headline}`);
        expect(text.headline.length).toBeGreaterThan(10);
      }
    }
    expect(shareCardText(ALL_BRANDS[1]!, "home").headline).toBe(ALL_BRANDS[1]!.tagline);
  });

  it("include a 1200x630 JPEG rendition of every local blog artwork", () => {
    const art = readdirSync(publicFile("/blog-images")).filter((file) => file.endsWith(".svg"));
    expect(art.length).toBeGreaterThan(0);
    for (const name of art) {
      const rendition = featureShareImage(`/blog-images/${name}`);
      expect(rendition).toBe(`${BLOG_ART_SHARE_DIR}${name.replace(/\.svg$/, ".jpg")}`);
      expect(jpegSize(publicFile(rendition!))).toEqual({ width: 1200, height: 630 });
    }
  });

  it("include each brand's icons at their stated sizes and a favicon.ico", () => {
    for (const brand of ALL_BRANDS) {
      for (const size of BRAND_ICON_SIZES)
        expect(pngSize(publicFile(brandIconPath(brand.id, size)))).toEqual({ width: size, height: size });
      expect(pngSize(publicFile(brandMaskableIconPath(brand.id)))).toEqual({ width: 512, height: 512 });
      const ico = readFileSync(publicFile(brandFaviconIcoPath(brand.id)));
      expect([ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([1, 3]);
      expect([ico.readUInt8(6), ico.readUInt8(22), ico.readUInt8(38)]).toEqual([16, 32, 48]);
      expect(existsSync(publicFile(`/brands/${brand.id}/favicon.svg`))).toBe(true);
    }
  });
});

describe("featureShareImage", () => {
  it("uses raster images, swaps local SVG artwork for its rendition and refuses what previews cannot show", () => {
    expect(featureShareImage("/blog-images/tax-tips.svg")).toBe("/og/blog-images/tax-tips.jpg");
    expect(featureShareImage("/blog-images/photo.png")).toBe("/blog-images/photo.png");
    expect(featureShareImage("https://images.unsplash.com/photo-123.jpeg?w=1200")).toBe(
      "https://images.unsplash.com/photo-123.jpeg?w=1200",
    );
    expect(featureShareImage("https://images.unsplash.com/photo-123")).toBeNull();
    expect(featureShareImage("https://static.ghost.org/v5/logo.svg")).toBeNull();
    expect(featureShareImage("http://ghost.local/content/images/a.jpg")).toBeNull();
    expect(featureShareImage("//cdn.example/a.png")).toBeNull();
    expect(featureShareImage(null)).toBeNull();
    expect(featureShareImage("")).toBeNull();
  });
});
