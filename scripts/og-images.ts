/**
 * Makes the site's committed raster images from the brand data and artwork, in Chromium:
 *  - share cards (1200x630 PNG) per brand and section: public/og/<brand>-<section>.png
 *  - JPEG renditions of the local blog artwork (share previews cannot show SVG): public/og/blog-images/<name>.jpg
 *  - app icons per brand: public/brands/<brand>/icon-{32,180,192,512}.png, icon-maskable-512.png, favicon.ico
 *
 * The files are committed, so building and serving the site needs no browser and no other host.
 * Run it again after changing a brand's name, colours, logo, the card words (app/seo/share-images.ts)
 * or the blog artwork:
 *
 *   npm exec -- node scripts/og-images.ts            (everything)
 *   npm exec -- node scripts/og-images.ts cards      (or: blog, icons)
 *
 * Needs Chromium at /usr/bin/chromium (or CHROMIUM_PATH). App modules are loaded through Vite, which
 * resolves the app's `~/` imports.
 */
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium, type Page } from "playwright-core";
import { createServer } from "vite";
import type { Brand } from "../app/brands/types.ts";
import { icoFromPngs } from "./ico.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PUBLIC = path.join(ROOT, "public");
const WORK = path.join(ROOT, ".cache", "og-images");
/** Share cards must stay small enough for every preview service (and for the repository). */
const MAX_CARD_BYTES = 120 * 1024;

const vite = await createServer({
  root: ROOT,
  configFile: false,
  logLevel: "warn",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, watch: null },
  resolve: { alias: { "~": path.join(ROOT, "app") } },
});

type AppModules = {
  brands: typeof import("../app/brands/index.ts");
  share: typeof import("../app/seo/share-images.ts");
  services: typeof import("../app/site/services.ts");
  industries: typeof import("../app/site/industries.ts");
  navigation: typeof import("../app/site/navigation.ts");
};

async function loadApp(): Promise<AppModules> {
  const load = (file: string) => vite.ssrLoadModule(path.join(ROOT, file));
  return {
    brands: (await load("app/brands/index.ts")) as AppModules["brands"],
    share: (await load("app/seo/share-images.ts")) as AppModules["share"],
    services: (await load("app/site/services.ts")) as AppModules["services"],
    industries: (await load("app/site/industries.ts")) as AppModules["industries"],
    navigation: (await load("app/site/navigation.ts")) as AppModules["navigation"],
  };
}

function fileUrl(relativeToRoot: string): string {
  return pathToFileURL(path.join(ROOT, relativeToRoot)).href;
}

/** The self-hosted variable font file for a brand font family ('Fraunces Variable' -> fraunces). */
function fontFile(family: string): string {
  const pkg = family
    .replace(/ Variable$/, "")
    .toLowerCase()
    .replace(/\s+/g, "-");
  return fileUrl(`node_modules/@fontsource-variable/${pkg}/files/${pkg}-latin-wght-normal.woff2`);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Items joined with middle dots; each item keeps its words on one line. */
function itemList(items: readonly string[]): string {
  return items.map((item) => item.replace(/ /g, "\u00a0")).join(" · ");
}

/** The line under the headline: facts for that section, from the same content the pages show. */
function sectionDetail(app: AppModules, brand: Brand, section: string): string {
  const cities = brand.contact.offices.map((office) => office.city);
  switch (section) {
    case "home":
      return brand.description;
    case "services":
      return itemList(
        app.services
          .getServicesForBrand(brand)
          .slice(0, 4)
          .map((service) => service.title),
      );
    case "industries":
      return itemList(app.industries.INDUSTRIES.map((industry) => industry.name));
    case "blog":
      return "Tax deadlines, Ohio law changes and small-business how-tos, in plain language.";
    case "resources":
      return itemList(app.navigation.TAX_RESOURCE_LINKS.map((link) => link.label));
    case "about":
      return `Offices in ${cities.join(" and ")} · Open Monday through Saturday, in person or virtual`;
    case "contact":
      return `Email ${brand.contact.email} or visit our ${cities.join(" or ")} office.`;
    default:
      throw new Error(`No card detail for section "${section}"`);
  }
}

/** The picture on a card's right-hand panel: the brand's lead service or an industry, else the brand mark. */
async function cardArt(
  app: AppModules,
  brand: Brand,
  section: string,
): Promise<{ svg: string; mark: boolean }> {
  let file = `public${brand.logos.mark}`;
  if (section === "services") file = `public${app.services.getServicesForBrand(brand)[0]!.image}`;
  if (section === "industries") file = `public/industries/${app.industries.INDUSTRY_IDS[0]}.svg`;
  if (section === "resources") file = "public/services/personal-tax.svg";
  if (section === "blog") file = "public/services/bookkeeping.svg";
  const svg = await readFile(path.join(ROOT, file), "utf8");
  // Line art draws in currentColor; the card sets the colour, so drop the file's own.
  return { svg: svg.replace(/^<svg([^>]*?) color="[^"]*"/, "<svg$1"), mark: file.endsWith("mark.svg") };
}

function cardHtml(
  brand: Brand,
  text: { eyebrow: string; headline: string },
  detail: string,
  art: { svg: string; mark: boolean },
  footerSvg: string,
): string {
  const light = brand.colors.light;
  const dark = brand.colors.dark;
  const heading = brand.fonts.heading;
  const subheading = brand.fonts.subheading;
  const body = brand.fonts.body;
  const families = [...new Set([heading, subheading, body])];
  const faces = families
    .map(
      (family) =>
        `@font-face{font-family:'${family}';src:url('${fontFile(family)}') format('woff2');font-weight:100 900;}`,
    )
    .join("\n");
  const headlineSize = text.headline.length > 64 ? 50 : text.headline.length > 40 ? 56 : 64;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
${faces}
*{box-sizing:border-box;margin:0}
html,body{width:1200px;height:630px;overflow:hidden}
.card{position:relative;width:1200px;height:630px;background:${light.secondary};color:${light.onSecondary};font-family:'${body}',sans-serif;overflow:hidden}
.band{position:absolute;left:0;right:0;bottom:0;height:300px}
.band svg{width:100%;height:100%;display:block}
.content{position:absolute;left:72px;top:60px;width:700px;height:470px;display:flex;flex-direction:column}
.logo{height:64px;width:auto;align-self:flex-start}
.eyebrow{margin-top:auto;font-family:'${subheading}',sans-serif;font-size:22px;font-weight:700;letter-spacing:.14em;text-transform:uppercase;color:${dark.primaryInk}}
h1{margin-top:12px;font-family:'${heading}',serif;font-size:${headlineSize}px;line-height:1.08;font-weight:650;letter-spacing:-.01em;text-wrap:balance}
.detail{margin-top:20px;font-size:22px;line-height:1.4;opacity:.92;text-wrap:pretty;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}
.panel{position:absolute;right:72px;top:118px;width:300px;height:300px;border-radius:28px;background:#ffffff;display:flex;align-items:center;justify-content:center;color:${light.primaryInk};box-shadow:0 18px 40px rgba(0,0,0,.25)}
.panel svg{width:${art.mark ? 190 : 270}px;height:auto;display:block}
.footer{position:absolute;left:72px;right:72px;bottom:34px;display:flex;justify-content:space-between;align-items:baseline;font-size:24px;font-weight:600}
.footer .domain{color:${dark.primaryInk}}
.stripe{position:absolute;left:0;right:0;bottom:0;height:10px;background:${light.primary}}
</style></head><body><div class="card">
<div class="band">${footerSvg}</div>
<div class="content">
<img class="logo" src="${fileUrl(`public${brand.logos.dark}`)}" alt="">
<p class="eyebrow">${escapeHtml(text.eyebrow)}</p>
<h1>${escapeHtml(text.headline)}</h1>
<p class="detail">${escapeHtml(detail)}</p>
</div>
<div class="panel">${art.svg}</div>
<div class="footer"><span>${escapeHtml(brand.contact.phone.display)}</span><span class="domain">${escapeHtml(brand.domain)}</span></div>
<div class="stripe"></div>
</div></body></html>`;
}

/** Renders `html` (which may load local files) and returns a PNG of the given size. */
async function renderHtml(
  page: Page,
  html: string,
  width: number,
  height: number,
  transparent = false,
  type: "png" | "jpeg" = "png",
): Promise<Buffer> {
  await mkdir(WORK, { recursive: true });
  const file = path.join(WORK, "render.html");
  await writeFile(file, html);
  await page.setViewportSize({ width, height });
  await page.goto(pathToFileURL(file).href, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const clip = { x: 0, y: 0, width, height };
  return type === "jpeg"
    ? page.screenshot({ type, quality: 88, clip })
    : page.screenshot({ type, omitBackground: transparent, clip });
}

async function makeCards(page: Page, app: AppModules) {
  await mkdir(path.join(PUBLIC, "og"), { recursive: true });
  for (const brand of app.brands.ALL_BRANDS) {
    for (const section of app.share.SHARE_SECTIONS) {
      const text = app.share.shareCardText(brand, section);
      const art = await cardArt(app, brand, section);
      const footerSvg = await readFile(path.join(PUBLIC, brand.backgrounds.footer), "utf8");
      const html = cardHtml(brand, text, sectionDetail(app, brand, section), art, footerSvg);
      const png = await renderHtml(page, html, 1200, 630);
      await writeFile(path.join(WORK, `${brand.id}-${section}.png`), png);
      if (png.length > MAX_CARD_BYTES) {
        const preview = path.join(WORK, `${brand.id}-${section}.png`);
        await writeFile(preview, png);
        throw new Error(
          `${brand.id}-${section}.png is ${Math.round(png.length / 1024)} KB (see ${preview}); keep share cards under 120 KB`,
        );
      }
      const target = path.join(PUBLIC, app.share.shareImagePath(brand.id, section));
      await writeFile(target, png);
      console.log(`${path.relative(ROOT, target)}  ${Math.round(png.length / 1024)} KB`);
    }
  }
}

async function makeBlogArt(page: Page, app: AppModules) {
  const sourceDir = path.join(PUBLIC, "blog-images");
  const targetDir = path.join(PUBLIC, app.share.BLOG_ART_SHARE_DIR);
  await rm(targetDir, { recursive: true, force: true });
  await mkdir(targetDir, { recursive: true });
  for (const name of (await readdir(sourceDir)).filter((file) => file.endsWith(".svg")).sort()) {
    const html = `<!doctype html><html><head><style>*{margin:0}html,body{width:1200px;height:630px;overflow:hidden}img{display:block;width:1200px;height:630px}</style></head><body><img src="${pathToFileURL(path.join(sourceDir, name)).href}" alt=""></body></html>`;
    // JPEG: the artwork's soft gradients make PNGs two to three times larger at no visible gain.
    const jpeg = await renderHtml(page, html, 1200, 630, false, "jpeg");
    if (jpeg.length > MAX_CARD_BYTES)
      throw new Error(`${name} renders to ${Math.round(jpeg.length / 1024)} KB; keep it under 120 KB`);
    const target = path.join(targetDir, name.replace(/\.svg$/, ".jpg"));
    await writeFile(target, jpeg);
    console.log(`${path.relative(ROOT, target)}  ${Math.round(jpeg.length / 1024)} KB`);
  }
}

/** An SVG file drawn at `size` pixels, inset by `padding` (a fraction of the size) on `background`. */
function iconHtml(svgFile: string, size: number, padding: number, background: string | null): string {
  const inner = Math.round(size * (1 - 2 * padding));
  return `<!doctype html><html><head><style>*{margin:0}html,body{width:${size}px;height:${size}px;overflow:hidden;background:${background ?? "transparent"}}
body{display:flex;align-items:center;justify-content:center}img{display:block;width:${inner}px;height:${inner}px}</style></head>
<body><img src="${pathToFileURL(svgFile).href}" alt=""></body></html>`;
}

async function makeIcons(page: Page, app: AppModules) {
  for (const brand of app.brands.ALL_BRANDS) {
    const dir = path.join(PUBLIC, "brands", brand.id);
    const favicon = path.join(dir, "favicon.svg");
    const mark = path.join(dir, "mark.svg");
    const write = async (file: string, png: Buffer) => {
      await writeFile(path.join(dir, file), png);
      console.log(`public/brands/${brand.id}/${file}  ${(png.length / 1024).toFixed(1)} KB`);
    };
    // Small sizes use the favicon drawing (made for 16-32 px); larger ones the full mark.
    const small: { size: number; png: Buffer }[] = [];
    for (const size of [16, 32, 48])
      small.push({ size, png: await renderHtml(page, iconHtml(favicon, size, 0, null), size, size, true) });
    await write("favicon.ico", icoFromPngs(small));
    await write("icon-32.png", small[1]!.png);
    // Apple touch icons may not be transparent; iOS rounds the corners itself.
    await write("icon-180.png", await renderHtml(page, iconHtml(mark, 180, 0.1, "#ffffff"), 180, 180));
    await write("icon-192.png", await renderHtml(page, iconHtml(mark, 192, 0, null), 192, 192, true));
    await write("icon-512.png", await renderHtml(page, iconHtml(mark, 512, 0, null), 512, 512, true));
    // Maskable: launchers crop to a circle or squircle; everything important stays in the middle 80%.
    await write(
      "icon-maskable-512.png",
      await renderHtml(page, iconHtml(mark, 512, 0.2, "#ffffff"), 512, 512),
    );
  }
}

const only = process.argv[2];
if (only && !["cards", "blog", "icons"].includes(only)) {
  console.error(`Unknown part "${only}": use cards, blog or icons (or nothing for all)`);
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--allow-file-access-from-files",
  ],
});
try {
  const app = await loadApp();
  const context = await browser.newContext({ deviceScaleFactor: 1 });
  const page = await context.newPage();
  // Everything is local: refuse any request to another host, so a card can never depend on one.
  await page.route(/^(?!file:)/, (route) => route.abort());
  if (!only || only === "cards") await makeCards(page, app);
  if (!only || only === "blog") await makeBlogArt(page, app);
  if (!only || only === "icons") await makeIcons(page, app);
  await stat(path.join(PUBLIC, "og"));
} finally {
  await browser.close();
  await vite.close();
}
