import { chromium } from "@playwright/test";
const base = process.env.BASE ?? "http://127.0.0.1:3283";
const paths = (process.env.PATHS ?? "/resources/tax-calendar").split(",");
const brands = (process.env.BRANDS ?? "dresdentax,brownco,payroll").split(",");
const themes = (process.env.THEMES ?? "light,dark").split(",");
const sizes = (process.env.SIZES ?? "1280,390").split(",").map(Number);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const path of paths) for (const brand of brands) for (const theme of themes) for (const width of sizes) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.addInitScript((value) => localStorage.setItem("ui-theme", value), theme);
  await page.goto(`${base}${path}${path.includes("?") ? "&" : "?"}domain=${brand}`, { waitUntil: "networkidle" });
  const name = `/tmp/shots/${path.replace(/[^a-z0-9]+/gi, "_")}-${brand}-${theme}-${width}.png`;
  await page.screenshot({ path: name, fullPage: process.env.FULL === "1" });
  console.log(name);
  await page.close();
}
await browser.close();
