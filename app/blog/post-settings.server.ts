/**
 * A post's settings as a writer fills them in Ghost (or in a Markdown post's front matter, under the
 * same names): feature image alt text and caption, meta title and description, the Facebook (og_) and
 * X (twitter_) cards, the canonical URL. Anything empty or unusable is null, so the page falls back to
 * what it derives itself.
 */
import { sanitizeInlineHtml } from "./sanitize.server";
import type { PostSettings } from "./types";

function plainText(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** An absolute http(s) URL, normalised; null for anything else (relative paths, other schemes). */
export function absoluteHttpUrl(value: unknown): string | null {
  const text = plainText(value);
  if (!text || !/^https?:\/\//i.test(text)) return null;
  try {
    return new URL(text).href;
  } catch {
    return null;
  }
}

/**
 * The settings of one post. `allowImage` is the source's feature-image allow-list: share images
 * come from the same hosts as feature images or not at all.
 */
export function readPostSettings(
  raw: Readonly<Record<string, unknown>>,
  allowImage: (url: unknown) => string | null,
): PostSettings {
  const caption = plainText(raw.feature_image_caption);
  return {
    feature_image_alt: plainText(raw.feature_image_alt),
    feature_image_caption: caption ? sanitizeInlineHtml(caption) || null : null,
    meta_title: plainText(raw.meta_title),
    meta_description: plainText(raw.meta_description),
    og_image: allowImage(raw.og_image),
    og_title: plainText(raw.og_title),
    og_description: plainText(raw.og_description),
    twitter_image: allowImage(raw.twitter_image),
    twitter_title: plainText(raw.twitter_title),
    twitter_description: plainText(raw.twitter_description),
    canonical_url: absoluteHttpUrl(raw.canonical_url),
  };
}
