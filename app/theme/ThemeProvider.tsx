import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { parseThemeChoice, resolveTheme, THEME_STORAGE_KEY, type ResolvedTheme, type ThemeChoice } from "./theme";

interface ThemeState {
  choice: ThemeChoice;
  resolved: ResolvedTheme;
  setChoice: (choice: ThemeChoice) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);
const DARK_QUERY = "(prefers-color-scheme: dark)";

function applyTheme(choice: ThemeChoice, resolved: ResolvedTheme) {
  const root = document.documentElement;
  root.dataset.theme = resolved;
  root.dataset.themeChoice = choice;
  root.style.colorScheme = resolved;
}

/**
 * Holds the theme choice. The head script applied it before the first paint; this reads it back after
 * hydration (the server cannot know it), follows OS changes live while on "system", and stores changes.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  // null until read from <html> after hydration, so server and first client render agree.
  const [choice, setChoiceState] = useState<ThemeChoice | null>(null);
  const [systemDark, setSystemDark] = useState(false);

  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    setSystemDark(media.matches);
    setChoiceState(parseThemeChoice(document.documentElement.dataset.themeChoice));
    const onChange = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, []);

  const current = choice ?? "system";
  const resolved = resolveTheme(current, systemDark);
  useEffect(() => {
    if (choice) applyTheme(choice, resolveTheme(choice, systemDark));
  }, [choice, systemDark]);

  const setChoice = useCallback((next: ThemeChoice) => {
    setChoiceState(next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private browsing can refuse storage; the choice still applies for this visit.
    }
  }, []);

  const value = useMemo(() => ({ choice: current, resolved, setChoice }), [current, resolved, setChoice]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error("useTheme must be used inside ThemeProvider");
  return state;
}
