import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from "react";

/** SPEC section 9: tooltips open after 700 ms; moving to another within 300 ms opens it at once. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

let lastClosedAt = 0;

interface TooltipProps {
  label: string;
  children: ReactElement<Record<string, unknown>>;
  side?: "top" | "bottom";
}

/** A small text tooltip for icon buttons and links, shown on hover and keyboard focus. */
export function Tooltip({ label, children, side = "bottom" }: TooltipProps) {
  const id = useId();
  const [open, setOpenState] = useState(false);
  const openRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const setOpen = (value: boolean) => {
    openRef.current = value;
    setOpenState(value);
  };

  const show = (immediate: boolean) => {
    clearTimeout(timer.current);
    const skip = immediate || Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    if (skip) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP_OPEN_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    // Recorded at once (not in a state updater) so a neighbouring tooltip opened next sees it.
    if (openRef.current) lastClosedAt = Date.now();
    setOpen(false);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && hide();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={(e) => e.pointerType === "mouse" && show(false)}
      onPointerLeave={hide}
      onFocus={(e) => e.target.matches(":focus-visible") && show(false)}
      onBlur={hide}
    >
      {cloneElement(children, { "aria-describedby": open ? id : undefined })}
      {open && (
        <span
          role="tooltip"
          id={id}
          className={`pointer-events-none absolute left-1/2 z-50 -translate-x-1/2 whitespace-nowrap rounded-md bg-fg px-2 py-1 text-xs font-medium text-bg shadow-lg ${side === "top" ? "bottom-full mb-2" : "top-full mt-2"}`}
        >
          {label}
        </span>
      )}
    </span>
  );
}
