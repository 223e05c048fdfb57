/**
 * Cuts each web font down to the site's basic characters and the weights it uses (`BASIC_CHARACTERS`
 * and `usedWeights` in app/fonts/basic-characters.ts) and writes app/fonts/<font>-basic.woff2 and
 * app/fonts/basic.css. Run with `npm run fonts` after changing either or upgrading a font package; the
 * unit tests fail while the files are out of date.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { basicFontCss, subsetWebFont } from "../app/fonts/subset.ts";
import { WEB_FONTS } from "../app/fonts/basic-characters.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
for (const font of WEB_FONTS) {
  const source = readFileSync(
    path.join(root, "node_modules", font.package, "files", `${font.file}-latin-wght-normal.woff2`),
  );
  const subset = await subsetWebFont(source, font);
  writeFileSync(path.join(root, "app", "fonts", `${font.file}-basic.woff2`), subset);
  console.log(`${font.file}: ${source.length} -> ${subset.length} bytes`);
}
writeFileSync(path.join(root, "app", "fonts", "basic.css"), basicFontCss());
