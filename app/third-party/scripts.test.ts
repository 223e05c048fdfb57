import { describe, expect, it } from "vitest";
import { CHAT_WIDGET_TIMEOUT_MS, TAG_MANAGER_TIMEOUT_MS, thirdPartyHosts, thirdPartyScripts } from "./scripts";

const none = { analyticsId: null, speedMeasurementId: null, tagManagerId: null, chatWidgetId: null };

describe("thirdPartyScripts", () => {
  it("loads nothing when no id is configured", () => {
    expect(thirdPartyScripts(none)).toEqual([]);
    expect(thirdPartyHosts(none)).toEqual([]);
  });

  it("loads exactly the configured scripts, with the spec's timeouts", () => {
    const scripts = thirdPartyScripts({ ...none, tagManagerId: "GTM-AB12", chatWidgetId: "abc123" });
    expect(scripts.map((s) => s.name)).toEqual(["tag manager", "chat widget"]);
    expect(scripts[0]?.timeoutMs).toBe(TAG_MANAGER_TIMEOUT_MS);
    expect(scripts[0]?.timeoutMs).toBe(10_000);
    expect(scripts[1]?.timeoutMs).toBe(CHAT_WIDGET_TIMEOUT_MS);
    expect(scripts[1]?.timeoutMs).toBe(15_000);
    expect(scripts[0]?.src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-AB12");
  });

  it("lists each needed host once", () => {
    const hosts = thirdPartyHosts({ ...none, analyticsId: "G-1", tagManagerId: "GTM-1" });
    expect(hosts).toContain("www.googletagmanager.com");
    expect(new Set(hosts).size).toBe(hosts.length);
  });
});
