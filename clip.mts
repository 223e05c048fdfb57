import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: Number(process.env.W ?? 1280), height: 1000 } });
await page.addInitScript((value) => localStorage.setItem("ui-theme", value), process.env.THEME ?? "light");
await page.goto(process.env.URL!, { waitUntil: "networkidle" });
await page.locator(process.env.SEL!).first().scrollIntoViewIfNeeded();
await page.locator(process.env.SEL!).first().screenshot({ path: process.env.OUT! });
await browser.close();
