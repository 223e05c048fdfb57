import { describe, expect, it } from "vitest";
import { createPageViewRecorder, type PageView } from "./page-views";

const origin = "https://dresdentax.com";

describe("createPageViewRecorder", () => {
  it("reports each page once, with the previous page as referrer, holding them until connected", () => {
    const recorder = createPageViewRecorder();
    const sent: PageView[] = [];
    recorder.seen({ origin, path: "/", title: "Home" });
    recorder.seen({ origin, path: "/", title: "Home" });
    recorder.seen({ origin, path: "/services", title: "Services" });
    expect(sent).toEqual([]);
    recorder.connect((view) => sent.push(view));
    recorder.seen({ origin, path: "/services", title: "Services" });
    recorder.seen({ origin, path: "/", title: "Home" });
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
