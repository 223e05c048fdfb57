import { describe, expect, it } from "vitest";
import { createPageViewRecorder, type PageView } from "./page-views";

describe("createPageViewRecorder", () => {
  it("reports each page once, with its address and the previous page as referrer", () => {
    const sent: PageView[] = [];
    const seen = createPageViewRecorder("https://dresdentax.com", (view) => sent.push(view));
    seen({ path: "/", title: "Home" });
    seen({ path: "/", title: "Home" });
    seen({ path: "/services", title: "Services" });
    seen({ path: "/", title: "Home" });
    expect(sent).toEqual([
      { path: "/", location: "https://dresdentax.com/", title: "Home", referrer: null },
      {
        path: "/services",
        location: "https://dresdentax.com/services",
        title: "Services",
        referrer: "https://dresdentax.com/",
      },
      { path: "/", location: "https://dresdentax.com/", title: "Home", referrer: "https://dresdentax.com/services" },
    ]);
  });
});
