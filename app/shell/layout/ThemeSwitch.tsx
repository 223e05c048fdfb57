import { Monitor, Moon, Sun } from "~/shell/ui/icons";
import { useThemeChoice } from "~/shell/theme/use-theme";
import type { ThemeChoice } from "~/shell/theme/theme";

const OPTIONS: readonly { choice: ThemeChoice; label: string; Icon: typeof Sun }[] = [
  { choice: "light", label: "Light theme", Icon: Sun },
  { choice: "dark", label: "Dark theme", Icon: Moon },
  { choice: "system", label: "Match system theme", Icon: Monitor },
];

/**
 * Light / dark / system switch. Its clicks are answered by the head's theme script (theme.ts) from the
 * first paint, so the buttons carry no handler of their own; without JavaScript the switch is hidden
 * (`.theme-switch` in app.css), since the page follows the system theme anyway. `tone` matches the bar
 * it sits on.
 */
export function ThemeSwitch({ tone = "page" }: { tone?: "page" | "inverse" }) {
  const choice = useThemeChoice();
  return (
    <div role="group" aria-label="Color theme" className="theme-switch" data-tone={tone}>
      {OPTIONS.map(({ choice: option, label, Icon }) => (
        // The shell's script (behaviours.ts) shows `data-tooltip` beside the button.
        <span key={option} className="relative inline-flex">
          <button
            type="button"
            aria-pressed={choice === option}
            aria-label={label}
            data-theme-option={option}
            data-tooltip={label}
          >
            <Icon aria-hidden="true" className="size-4" />
          </button>
        </span>
      ))}
    </div>
  );
}
