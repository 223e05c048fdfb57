/** Theme choice: stored in localStorage under THEME_STORAGE_KEY; "system" follows the OS live. */
export type ThemeChoice = "light" | "dark" | "system";
export type ResolvedTheme = "light" | "dark";

export const THEME_STORAGE_KEY = "ui-theme";
export const THEME_CHOICES: readonly ThemeChoice[] = ["light", "dark", "system"];

export function parseThemeChoice(value: unknown): ThemeChoice {
  return value === "light" || value === "dark" ? value : "system";
}

export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): ResolvedTheme {
  if (choice === "system") return systemPrefersDark ? "dark" : "light";
  return choice;
}

/**
 * Runs in the document head before the first paint, so the page never flashes the wrong theme.
 * Kept tiny and self-contained; it mirrors parseThemeChoice/resolveTheme above.
 */
export const THEME_BOOT_SCRIPT = `(function(){var d=document.documentElement,c="system";try{c=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}if(c!=="light"&&c!=="dark")c="system";var t=c==="system"?(matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"):c;d.dataset.theme=t;d.dataset.themeChoice=c;d.style.colorScheme=t})()`;
