import { chromium } from "playwright";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const p = await b.newPage({ viewport: { width: 1280, height: 900 } });
const errors: string[] = [];
p.on("console", (m) => { if (m.type() === "error" || m.type()==="warning") errors.push(m.text()); });
p.on("pageerror", (e) => errors.push(String(e)));
await p.goto("http://127.0.0.1:3555/");
await p.waitForTimeout(500);
const state = () => p.evaluate(() => ({
  rotating: document.querySelector("[data-hero-carousel]")?.getAttribute("data-rotating"),
  active: [...document.querySelectorAll("[data-hero-slide]")].map((s) => s.getAttribute("data-active")).join(","),
  ready: document.querySelectorAll(".script-control[data-ready]").length,
  label: document.querySelector("[data-hero-rotation]")?.getAttribute("aria-label"),
  disabled: [...document.querySelectorAll("[data-industries-step]")].map((b) => b.getAttribute("aria-disabled")).join(","),
}));
console.log(await state());
await p.screenshot({ path: "/tmp/home1.png" });
await p.click("[data-hero-step='1']");
await p.mouse.move(0, 0);
console.log(await state());
await p.click("[data-hero-rotation]");
console.log(await state());
await p.locator("[data-home-section=industries]").scrollIntoViewIfNeeded();
await p.click("[data-industries-step='1']");
await p.waitForTimeout(800);
console.log(await state());
await p.locator("[data-testid=stats-band]").scrollIntoViewIfNeeded();
await p.waitForTimeout(300);
console.log(await p.locator("[data-testid=stats-band]").getAttribute("data-counting"), await p.locator("[data-stat-value]").allTextContents());
await p.waitForTimeout(2000);
console.log(await p.locator("[data-testid=stats-band]").getAttribute("data-counting"), await p.locator("[data-stat-value]").allTextContents());
console.log(errors);
await b.close();
