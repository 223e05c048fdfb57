/** Theme choice: stored in localStorage under THEME_STORAGE_KEY; "system" follows the OS live. */
export type ThemeChoice = "light" | "dark" | "system";
export type ResolvedTheme = "light" | "dark";

export const THEME_STORAGE_KEY = "ui-theme";
export const THEME_CHOICES: readonly ThemeChoice[] = ["light", "dark", "system"];
/** Dispatched on `document` by the boot script whenever the choice changes (see use-theme.ts). */
export const THEME_CHANGE_EVENT = "ui-theme-change";

export function parseThemeChoice(value: unknown): ThemeChoice {
  return value === "light" || value === "dark" ? value : "system";
}

export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): ResolvedTheme {
  if (choice === "system") return systemPrefersDark ? "dark" : "light";
  return choice;
}

let script: string | undefined;
/**
 * The whole theme switch, run in the document head before the first paint: it applies the stored
 * choice to <html> (so the page never flashes the wrong theme), follows the OS while on "system", and
 * answers the switch's buttons (`[data-theme-option]`, found by event delegation) from the first paint,
 * long before React hydrates, keeping their `aria-pressed` true to the choice. Without JavaScript it
 * never runs: <html> then has no `data-theme-choice`, the page follows the OS through CSS alone, and
 * the switch is not shown (app.css). Kept tiny and self-contained; it mirrors parseThemeChoice and
 * resolveTheme above. A function, so the browser's bundle, which never calls it, drops the script's text.
 */
export function themeBootScript(): string {
  script ??= `(function(){var d=document,h=d.documentElement,k=${JSON.stringify(
  THEME_STORAGE_KEY,
)},q=matchMedia("(prefers-color-scheme: dark)"),c="system";try{c=localStorage.getItem(k)}catch(e){}` +
  `function mark(){var b=d.querySelectorAll("[data-theme-option]");for(var i=0;i<b.length;i++)b[i].setAttribute("aria-pressed",String(b[i].getAttribute("data-theme-option")===c))}` +
  `function apply(n){c=n==="light"||n==="dark"?n:"system";var t=c==="system"?(q.matches?"dark":"light"):c;h.dataset.theme=t;h.dataset.themeChoice=c;h.style.colorScheme=t;mark();d.dispatchEvent(new Event(${JSON.stringify(
    THEME_CHANGE_EVENT,
  )}))}` +
  `apply(c);q.addEventListener("change",function(){if(c==="system")apply(c)});` +
  `d.addEventListener("DOMContentLoaded",mark);` +
  `d.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[data-theme-option]");if(!b)return;` +
  `c=b.getAttribute("data-theme-option");try{localStorage.setItem(k,c)}catch(x){}apply(c)})})()`;
  return script;
}
