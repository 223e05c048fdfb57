/**
 * Cuts each web font down to the site's basic characters and the weights it uses (`BASIC_CHARACTERS`
 * and `usedWeights` in app/fonts/basic-characters.ts) and writes app/fonts/<font>-basic.woff2 and
 * app/fonts/basic.css, with the fallback faces sized to each cut-down file. Run with `npm run fonts`
 * after changing either or upgrading a font package; the unit tests fail while the files are out of date.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { basicFontCss, measureWebFont, subsetWebFont } from "../app/fonts/subset.ts";
import { WEB_FONTS, type WebFont } from "../app/fonts/basic-characters.ts";
import type { FaceMetrics } from "../app/fonts/fallback-faces.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const measured = new Map<WebFont["family"], Map<number, FaceMetrics>>();
for (const font of WEB_FONTS) {
  const source = readFileSync(
    path.join(root, "node_modules", font.package, "files", `${font.file}-latin-wght-normal.woff2`),
  );
  const subset = await subsetWebFont(source, font);
  writeFileSync(path.join(root, "app", "fonts", `${font.file}-basic.woff2`), subset);
  measured.set(font.family, await measureWebFont(font, subset));
  console.log(`${font.file}: ${source.length} -> ${subset.length} bytes`);
}
writeFileSync(path.join(root, "app", "fonts", "basic.css"), basicFontCss(measured));
