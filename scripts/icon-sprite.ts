/**
 * Writes app/shell/ui/icons.svg, the sprite every icon points into, from lucide's drawings of the
 * names in app/shell/ui/icon-names.ts. Run with `npm run icons` after adding an icon or upgrading
 * lucide-react; the unit tests fail while the file is out of date.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { iconSprite } from "../app/shell/ui/icon-sprite.server.ts";

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "app", "shell", "ui", "icons.svg");
const sprite = iconSprite();
writeFileSync(file, sprite);
console.log(`${path.relative(process.cwd(), file)}: ${sprite.length} bytes`);
