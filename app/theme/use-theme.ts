import { useSyncExternalStore } from "react";
import { parseThemeChoice, resolveTheme, THEME_STORAGE_KEY, type ThemeChoice } from "./theme";

/**
 * The theme choice, as a store outside React. The head script applied it before the first paint; the
 * store reads it back from <html> in the browser (the server cannot know it), follows OS changes live
 * while on "system", and stores changes. Not a context: a choice read after hydration must not ripple
 * through the whole page (React would drop the server HTML of sections still waiting to hydrate).
 */
const DARK_QUERY = "(prefers-color-scheme: dark)";
const listeners = new Set<() => void>();
let choice: ThemeChoice | undefined;
let followingSystem = false;

function currentChoice(): ThemeChoice {
  choice ??= parseThemeChoice(document.documentElement.dataset.themeChoice);
  return choice;
}

function applyTheme() {
  const root = document.documentElement;
  const current = currentChoice();
  const resolved = resolveTheme(current, window.matchMedia(DARK_QUERY).matches);
  root.dataset.theme = resolved;
  root.dataset.themeChoice = current;
  root.style.colorScheme = resolved;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!followingSystem) {
    followingSystem = true;
    window.matchMedia(DARK_QUERY).addEventListener("change", applyTheme);
  }
  return () => listeners.delete(listener);
}

function setThemeChoice(next: ThemeChoice) {
  choice = next;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Private browsing can refuse storage; the choice still applies for this visit.
  }
  applyTheme();
  for (const listener of listeners) listener();
}

export function useTheme(): { choice: ThemeChoice; setChoice: (choice: ThemeChoice) => void } {
  // The server and the hydrating browser both start from "system"; the stored choice follows.
  const current = useSyncExternalStore(subscribe, currentChoice, () => "system" as const);
  return { choice: current, setChoice: setThemeChoice };
}
