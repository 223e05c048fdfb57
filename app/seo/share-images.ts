import type { Brand, BrandId } from "~/brands";

/**
 * Share images (Open Graph / Twitter cards) and app icons: which file a page uses, and the words on
 * each card. The PNG files are made by scripts/og-images.ts from these words and the brand's logo
 * and colours, and committed under public/, so the site needs no browser or other host to serve them.
 * This module also runs in the browser (meta functions), so it holds only small data.
 */

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** The site's main sections; each brand has one share card per section. */
export const SHARE_SECTIONS = [
  "home",
  "services",
  "industries",
  "blog",
  "resources",
  "about",
  "contact",
] as const;
export type ShareSection = (typeof SHARE_SECTIONS)[number];

/** Square app icon sizes made for every brand (favicon fallback, Apple touch icon, manifest). */
export const BRAND_ICON_SIZES = [32, 180, 192, 512] as const;
export type BrandIconSize = (typeof BRAND_ICON_SIZES)[number];

/** The section a page belongs to, from its path. Legal pages and unknown paths share the home card. */
export function shareSectionForPath(pathname: string): ShareSection {
  const first = pathname.split("/").find((segment) => segment !== "") ?? "";
  switch (first) {
    case "services":
      return "services";
    case "industries":
      return "industries";
    case "blog":
      return "blog";
    case "resources":
      return "resources";
    case "about-us":
      return "about";
    case "contact":
    case "schedule":
      return "contact";
    default:
      return "home";
  }
}

/** Path of a brand's share card for a section. */
export function shareImagePath(
  brandId: BrandId,
  section: ShareSection,
): `/og/${BrandId}-${ShareSection}.png` {
  return `/og/${brandId}-${section}.png`;
}

/** Path of a brand's square PNG icon (the brand mark on a solid tile). */
export function brandIconPath(brandId: BrandId, size: BrandIconSize): string {
  return `/brands/${brandId}/icon-${size}.png`;
}

/** Path of a brand's maskable icon (the mark inside the safe zone, for Android launchers). */
export function brandMaskableIconPath(brandId: BrandId): string {
  return `/brands/${brandId}/icon-maskable-512.png`;
}

/** Path of a brand's favicon.ico (16, 32 and 48 px PNGs in one file, for browsers without SVG icons). */
export function brandFaviconIcoPath(brandId: BrandId): string {
  return `/brands/${brandId}/favicon.ico`;
}

/** The media type of one of the site's own share images (brand cards are PNG, blog renditions JPEG). */
export function shareImageType(path: string): "image/png" | "image/jpeg" {
  return /\.jpe?g$/i.test(path) ? "image/jpeg" : "image/png";
}

/** Local blog artwork ships as SVG, which share previews cannot show; each has a JPEG rendition here. */
const LOCAL_BLOG_ART = /^\/blog-images\/([a-z0-9-]+)\.svg$/;
export const BLOG_ART_SHARE_DIR = "/og/blog-images/";
const RASTER = /\.(png|jpe?g|webp|gif)$/i;

/**
 * The share image for a blog post's feature image, or null when the post should use the blog card.
 * `featureImage` has already passed the blog's allow-list. Local SVG artwork maps to its PNG
 * rendition; raster images (local, or on an allowed image host) are used as they are; anything else
 * (remote SVG, no extension) cannot be shown by every share preview, so it falls back.
 */
export function featureShareImage(featureImage: string | null | undefined): string | null {
  if (!featureImage) return null;
  const local = LOCAL_BLOG_ART.exec(featureImage);
  if (local) return `${BLOG_ART_SHARE_DIR}${local[1]}.jpg`;
  let path: string;
  try {
    path = new URL(featureImage, "https://local.invalid").pathname;
  } catch {
    return null;
  }
  if (!RASTER.test(path)) return null;
  if (featureImage.startsWith("/") && !featureImage.startsWith("//")) return featureImage;
  return /^https:\/\//i.test(featureImage) ? featureImage : null;
}

export interface ShareCardText {
  /** Small line above the headline. */
  eyebrow: string;
  headline: string;
  /** Describes the card for people who cannot see it (og:image:alt, twitter:image:alt). */
  alt: string;
}

const SECTION_TEXT: Record<ShareSection, { eyebrow: string; headline: (brand: Brand) => string }> = {
  home: { eyebrow: "Dresden, Ohio", headline: (brand) => brand.tagline },
  services: {
    eyebrow: "Services",
    headline: () => "Tax, bookkeeping, payroll and advisory help under one roof",
  },
  industries: {
    eyebrow: "Industries we serve",
    headline: () => "Accounting that knows how your industry works",
  },
  blog: {
    eyebrow: "News",
    headline: () => "Tax news and plain-language tips for Ohio families and businesses",
  },
  resources: { eyebrow: "Free tax resources", headline: () => "Calculators, checklists and Ohio tax guides" },
  about: {
    eyebrow: "About us",
    headline: () => "A family-run firm in Dresden, Ohio, for more than 20 years",
  },
  contact: {
    eyebrow: "Contact",
    headline: (brand) => `Talk with us ${brand.contact.openDays}, in person or virtual`,
  },
};

/** The words on a brand's share card for a section, and the card's alt text. */
export function shareCardText(brand: Brand, section: ShareSection): ShareCardText {
  const { eyebrow, headline } = SECTION_TEXT[section];
  const text = headline(brand);
  return { eyebrow, headline: text, alt: `${brand.name}: ${text}` };
}
