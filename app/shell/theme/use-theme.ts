import { useSyncExternalStore } from "react";
import { parseThemeChoice, THEME_CHANGE_EVENT, type ThemeChoice } from "./theme";

/**
 * The theme choice, read back from <html>, where the head's boot script keeps it (theme.ts): that
 * script applies, stores and switches the theme, from the first paint on; React only reads it. Not a
 * context: a choice read after hydration must not ripple through the whole page.
 */
function subscribe(listener: () => void) {
  document.addEventListener(THEME_CHANGE_EVENT, listener);
  return () => document.removeEventListener(THEME_CHANGE_EVENT, listener);
}

const currentChoice = (): ThemeChoice => parseThemeChoice(document.documentElement.dataset.themeChoice);

export function useThemeChoice(): ThemeChoice {
  // The server cannot know the choice; the hydrating browser starts from the same "system".
  return useSyncExternalStore(subscribe, currentChoice, () => "system" as const);
}
