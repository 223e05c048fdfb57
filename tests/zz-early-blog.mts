import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "../playwright.config.ts";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
for (const brand of ["dresdentax", "brownco"]) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 900 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 100_000 });
  const start = Date.now();
  void page.goto(`http://127.0.0.1:3555/blog?domain=${brand}`, { waitUntil: "commit" });
  const more = page.getByTestId("load-more");
  await more.waitFor({ state: "visible", timeout: 30_000 });
  const seen = Date.now() - start;
  const how = await more.tap({ timeout: 3000 }).then(() => "tapped", () => "loaded by itself as it came into view");
  await page.getByTestId("post-card").nth(9).waitFor({ timeout: 30_000 });
  const done = Date.now() - start;
  const focused = await page.evaluate(() => document.activeElement?.getAttribute("href"));
  const loaded = await page.evaluate(() => document.readyState);
  console.log(brand, how, "button painted at", seen, "ms; tenth card at", done, "ms; focus", focused, "; readyState at end", loaded);
  await ctx.close();
}
await b.close();
