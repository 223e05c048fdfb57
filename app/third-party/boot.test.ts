// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ThirdPartyIds } from "~/config.server";
import { PAGE_SEEN_EVENT, thirdPartyBootScript } from "./boot";
import { NO_THIRD_PARTY_SCRIPTS, PAGE_CHANGE_EVENT } from "./scripts";

const ALL: ThirdPartyIds = {
  analyticsId: "G-TEST123",
  speedMeasurementId: "123456",
  tagManagerId: "GTM-TEST",
  chatWidgetId: "abc/def",
};

/** The script as a page runs it (serialised), on a page at `path` whose title is `title`. */
function boot(ids: ThirdPartyIds, path = "/services", title = "Services") {
  window.history.replaceState(null, "", path);
  document.title = title;
  new Function(thirdPartyBootScript(ids))();
}

const announce = (path: string, title: string) =>
  document.dispatchEvent(new CustomEvent(PAGE_SEEN_EVENT, { detail: { path, title } }));

/** What gtag was told, as [command, ...arguments] (gtag.js reads `arguments` objects from the data layer). */
const gtagCommands = () =>
  (window.dataLayer ?? []).filter((entry) => !Array.isArray(entry) && typeof entry === "object" && "length" in (entry as object))
    .map((entry) => Array.from(entry as ArrayLike<unknown>));

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = "";
  document.documentElement.removeAttribute("data-third-party");
  delete window.dataLayer;
  delete window.gtag;
  delete window.Tawk_API;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the third-party boot script", () => {
  it("is empty when nothing is configured", () => {
    expect(thirdPartyBootScript(NO_THIRD_PARTY_SCRIPTS)).toBe("");
  });

  it("adds each configured script once the browser is idle, and counts the pages seen before, in order", () => {
    boot(ALL);
    announce("/services", "Services"); // React's first render of the same page: not a second view
    announce("/contact", "Contact");
    expect(document.head.querySelectorAll("script")).toHaveLength(0);
    vi.advanceTimersByTime(5);
    expect([...document.head.querySelectorAll("script")].map((script) => script.src)).toEqual([
      "https://www.googletagmanager.com/gtag/js?id=G-TEST123",
      "https://cdn.speedcurve.com/js/lux.js?id=123456",
      "https://www.googletagmanager.com/gtm.js?id=GTM-TEST",
      "https://embed.tawk.to/abc%2Fdef/default",
    ]);
    const origin = window.location.origin;
    expect(gtagCommands().filter(([command]) => command === "event")).toEqual([
      ["event", "page_view", { page_location: `${origin}/services`, page_title: "Services" }],
      [
        "event",
        "page_view",
        { page_location: `${origin}/contact`, page_title: "Contact", page_referrer: `${origin}/services` },
      ],
    ]);
    expect(window.dataLayer).toContainEqual({
      event: PAGE_CHANGE_EVENT,
      page_path: "/contact",
      page_location: `${origin}/contact`,
      page_title: "Contact",
    });
    // After the start, each page announced is sent at once.
    announce("/blog", "News");
    expect(gtagCommands().at(-1)).toEqual([
      "event",
      "page_view",
      { page_location: `${origin}/blog`, page_title: "News", page_referrer: `${origin}/contact` },
    ]);
  });

  it("marks each script failed, with a warning, when it does not arrive in time", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    boot({ ...NO_THIRD_PARTY_SCRIPTS, chatWidgetId: "abc/def" });
    vi.advanceTimersByTime(5);
    expect(document.documentElement.getAttribute("data-third-party-chat-widget")).toBeNull();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(document.documentElement.getAttribute("data-third-party-chat-widget")).toBe("failed");
    expect(warn).toHaveBeenCalledWith("[third-party] chat widget did not load: timed out after 15000ms");
  });

  it("loads nothing and counts nothing with Global Privacy Control", () => {
    vi.stubGlobal("navigator", { ...navigator, globalPrivacyControl: true });
    boot(ALL);
    announce("/contact", "Contact");
    vi.advanceTimersByTime(5);
    expect(document.head.querySelectorAll("script")).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
    expect(document.documentElement.getAttribute("data-third-party")).toBe("off: Global Privacy Control");
  });

  it("keeps a configured value from closing its script element", () => {
    expect(thirdPartyBootScript({ ...NO_THIRD_PARTY_SCRIPTS, chatWidgetId: "</script><script>alert(1)" })).not.toMatch(
      /<\/script/i,
    );
  });
});
