import type { Transform } from "node:stream";
import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { htmlRewriter, unfinishedTagLength } from "~/html-stream.server";
import { BRAND_MARK_NAMES, ICON_NAMES, iconSymbolId } from "./icons";

/** Social networks' marks, on the same 24 px grid; filled shapes say so (sprite icons are outlines). */
const BRAND_MARKS: Readonly<Record<(typeof BRAND_MARK_NAMES)[number], string>> = {
  Facebook:
    '<path fill="currentColor" stroke="none" d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4V10.5H7.8v3h2.6V21z"/>',
  LinkedIn:
    '<path fill="currentColor" stroke="none" d="M6.9 8.7H3.6V20h3.3zM5.3 3.5a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8zM20.4 13.5c0-3-1.6-5-4.3-5-1.4 0-2.4.8-2.8 1.5V8.7H10V20h3.3v-5.6c0-1.5.3-2.9 2.1-2.9s1.8 1.7 1.8 3V20h3.3z"/>',
  Instagram:
    '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none"/>',
};

/** Each icon's drawing, as lucide renders it, without its outer <svg> (the icon component draws that). */
function symbol(name: (typeof ICON_NAMES)[number]): string {
  const Icon = (lucide as unknown as Record<string, ComponentType>)[name];
  if (!Icon) throw new Error(`lucide-react has no icon named ${name}`);
  const drawing = renderToStaticMarkup(createElement(Icon))
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "");
  return symbolOf(name, drawing);
}

function symbolOf(name: Parameters<typeof iconSymbolId>[0], drawing: string): string {
  return `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24">${drawing}</symbol>`;
}

/**
 * Every icon's drawing, written once at the top of each page's <body> (about 4 kB gzip) so that icons
 * paint with the page, need no request and no JavaScript, and are there for pages reached in-app.
 */
export const ICON_SPRITE = `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="position:absolute;width:0;height:0;overflow:hidden">${ICON_NAMES.map(symbol).join("")}${BRAND_MARK_NAMES.map((name) => symbolOf(name, BRAND_MARKS[name])).join("")}</svg>`;

const BODY_OPEN = /<body[^>]*>/;

/** Writes the sprite right after the page's <body> tag, as the HTML streams through. */
export function withIconSprite(sprite: string = ICON_SPRITE): Transform {
  let inserted = false;
  return htmlRewriter(
    (text) =>
      inserted
        ? text
        : text.replace(BODY_OPEN, (body) => {
            inserted = true;
            return body + sprite;
          }),
    // Once the sprite is in, nothing more needs to wait for the rest of a tag.
    (text) => (inserted ? 0 : unfinishedTagLength(text)),
  );
}
