import { describe, expect, it } from "vitest";
import { parseThemeChoice, resolveTheme, THEME_BOOT_SCRIPT, THEME_STORAGE_KEY } from "./theme";

describe("theme", () => {
  it("parses stored choices, falling back to system", () => {
    expect(parseThemeChoice("light")).toBe("light");
    expect(parseThemeChoice("dark")).toBe("dark");
    expect(parseThemeChoice("system")).toBe("system");
    expect(parseThemeChoice(null)).toBe("system");
    expect(parseThemeChoice("purple")).toBe("system");
  });

  it("resolves system from the OS preference", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme("light", true)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
  });

  it("boot script reads the ui-theme key and applies the theme to <html>", () => {
    expect(THEME_STORAGE_KEY).toBe("ui-theme");
    const store: Record<string, string> = { "ui-theme": "dark" };
    const html = { dataset: {} as Record<string, string>, style: {} as Record<string, string> };
    const run = new Function("document", "localStorage", "matchMedia", THEME_BOOT_SCRIPT);
    run({ documentElement: html }, { getItem: (k: string) => store[k] ?? null }, () => ({ matches: false }));
    expect(html.dataset).toEqual({ theme: "dark", themeChoice: "dark" });
    store["ui-theme"] = "bogus";
    run({ documentElement: html }, { getItem: (k: string) => store[k] ?? null }, () => ({ matches: true }));
    expect(html.dataset).toEqual({ theme: "dark", themeChoice: "system" });
    expect(html.style.colorScheme).toBe("dark");
  });
});
