import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { BRAND_MARK_NAMES, ICON_NAMES, iconSymbolId } from "./icon-names.ts";

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

/** The text of icons.svg: every icon's drawing, one symbol each (`npm run icons` writes it). */
export function iconSprite(): string {
  const symbols = [
    ...ICON_NAMES.map(symbol),
    ...BRAND_MARK_NAMES.map((name) => symbolOf(name, BRAND_MARKS[name])),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
