import { launchEngine } from "./engines/browsers.ts";
for (const engine of ["firefox", "webkit"] as const) for (const scripts of [true, false]) {
  const p = await launchEngine(engine, { scripts });
  for (const path of ["/blog?domain=brownco", "/blog?domain=dresdentax"]) {
    await p.goto("http://127.0.0.1:3555" + path);
    const out: string[] = [];
    for (const size of [{ width: 1280, height: 900 }, { width: 390, height: 844 }, { width: 1280, height: 900 }]) {
      await p.resize(size);
      const r = await p.evaluate(function () { return [document.documentElement.scrollWidth, innerWidth, document.querySelector("header")!.getBoundingClientRect().height]; });
      out.push(r.join("/"));
    }
    await p.resize({ width: 390, height: 844 });
    for (let i = 0; i < 4; i++) {
      await p.evaluate(function () { document.querySelector("[data-post-list-end]")?.scrollIntoView({ block: "center" }); });
      await new Promise((r) => setTimeout(r, 1200));
    }
    await p.settle();
    const state = await p.evaluate(function () {
      const holders = [...document.querySelectorAll("[data-lazy-image]")];
      return {
        hydrated: document.documentElement.getAttribute("data-hydrated"),
        cards: document.querySelectorAll("[data-testid=post-card]").length,
        more: document.querySelectorAll("[data-testid=load-more]").length,
        status: document.querySelector("[data-post-list-status]")?.textContent,
        pictures: holders.length + " holders, " + holders.filter((h) => h.querySelector("img[src]:not(noscript img)")).length + " with img",
        overflow: document.documentElement.scrollWidth - innerWidth,
      };
    });
    const shot = `/tmp/e-${engine}-${scripts ? "on" : "off"}-${path.split("=")[1]}.png`;
    await p.screenshot(shot).catch((e: unknown) => console.log("no shot", String(e).slice(0, 80)));
    console.log(engine, scripts ? "on" : "off", path, out.join("  "), JSON.stringify(state), await p.takeErrors());
  }
  await p.close();
}
