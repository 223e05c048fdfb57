// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { parseThemeChoice, resolveTheme, themeBootScript, THEME_CHANGE_EVENT, THEME_STORAGE_KEY } from "./theme";

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
});

/**
 * Runs the boot script against a fresh document (jsdom's), with a stand-in storage and OS preference.
 * The document's <html> and body are shared through `html()` and `switchButtons()` below.
 */
let page = document;
function boot(stored: string | null, { prefersDark = false, storageFails = false } = {}) {
  page = document.implementation.createHTMLDocument();
  const store = new Map<string, string>(stored === null ? [] : [[THEME_STORAGE_KEY, stored]]);
  const storage = {
    getItem: (key: string) => {
      if (storageFails) throw new Error("denied");
      return store.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (storageFails) throw new Error("denied");
      store.set(key, value);
    },
  };
  const changeListeners: Array<() => void> = [];
  const query = {
    matches: prefersDark,
    addEventListener: (_type: string, listener: () => void) => changeListeners.push(listener),
  };
  new Function("document", "localStorage", "matchMedia", themeBootScript())(page, storage, () => query);
  return {
    store,
    osChangesTo(dark: boolean) {
      query.matches = dark;
      for (const listener of changeListeners) listener();
    },
  };
}

function switchButtons() {
  page.body.innerHTML = ["light", "dark", "system"]
    .map((option) => `<button type="button" data-theme-option="${option}"><svg></svg></button>`)
    .join("");
  page.dispatchEvent(new Event("DOMContentLoaded"));
  return (option: string) => page.querySelector<HTMLButtonElement>(`[data-theme-option="${option}"]`)!;
}

const html = () => page.documentElement;

describe("the head's theme script", () => {
  it("applies the stored choice (under ui-theme) to <html> before the first paint", () => {
    expect(THEME_STORAGE_KEY).toBe("ui-theme");
    boot("dark");
    expect({ ...html().dataset }).toEqual({ theme: "dark", themeChoice: "dark" });
    expect(html().style.colorScheme).toBe("dark");
    boot("bogus", { prefersDark: true });
    expect({ ...html().dataset }).toEqual({ theme: "dark", themeChoice: "system" });
    boot(null, { storageFails: true });
    expect({ ...html().dataset }).toEqual({ theme: "light", themeChoice: "system" });
  });

  it("answers the switch's buttons: applies, stores, marks the pressed one and tells React", () => {
    const { store } = boot("system");
    const button = switchButtons();
    expect(button("system").getAttribute("aria-pressed")).toBe("true");
    expect(button("dark").getAttribute("aria-pressed")).toBe("false");
    let changes = 0;
    page.addEventListener(THEME_CHANGE_EVENT, () => changes++);
    // A click on the icon inside the button counts too.
    button("dark").querySelector("svg")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect({ ...html().dataset }).toEqual({ theme: "dark", themeChoice: "dark" });
    expect(store.get(THEME_STORAGE_KEY)).toBe("dark");
    expect(button("dark").getAttribute("aria-pressed")).toBe("true");
    expect(button("system").getAttribute("aria-pressed")).toBe("false");
    expect(changes).toBe(1);
    page.body.click();
    expect(changes).toBe(1);
  });

  it("follows the OS while on system, and not after an explicit choice", () => {
    const os = boot("system");
    os.osChangesTo(true);
    expect(html().dataset.theme).toBe("dark");
    switchButtons()("light").click();
    os.osChangesTo(false);
    os.osChangesTo(true);
    expect(html().dataset.theme).toBe("light");
  });

  it("still switches for the visit when storage is refused (private browsing)", () => {
    boot(null, { storageFails: true });
    switchButtons()("dark").click();
    expect(html().dataset.theme).toBe("dark");
  });
});
