import { Monitor, Moon, Sun } from "~/components/ui/icons";
import { useTheme } from "~/theme/use-theme";
import type { ThemeChoice } from "~/theme/theme";
import { Tooltip } from "../ui/Tooltip";

const OPTIONS: readonly { choice: ThemeChoice; label: string; Icon: typeof Sun }[] = [
  { choice: "light", label: "Light theme", Icon: Sun },
  { choice: "dark", label: "Dark theme", Icon: Moon },
  { choice: "system", label: "Match system theme", Icon: Monitor },
];

/** Light / dark / system switch. `tone` matches the bar it sits on. */
export function ThemeSwitch({ tone = "page" }: { tone?: "page" | "inverse" }) {
  const { choice, setChoice } = useTheme();
  const base = tone === "inverse" ? "text-on-secondary/80 hover:bg-white/15" : "text-fg-muted hover:bg-muted";
  const active = tone === "inverse" ? "bg-white/20 text-on-secondary" : "bg-surface text-fg shadow-sm";
  return (
    <div role="group" aria-label="Color theme" className={`inline-flex items-center gap-0.5 rounded-full p-0.5 ${tone === "inverse" ? "bg-black/20" : "bg-muted"}`}>
      {OPTIONS.map(({ choice: option, label, Icon }) => (
        <Tooltip key={option} label={label}>
          <button
            type="button"
            aria-pressed={choice === option}
            aria-label={label}
            data-theme-option={option}
            onClick={() => setChoice(option)}
            className={`inline-flex size-8 items-center justify-center rounded-full transition-colors ${choice === option ? active : base}`}
          >
            <Icon aria-hidden="true" className="size-4" />
          </button>
        </Tooltip>
      ))}
    </div>
  );
}
