import { Menu, X } from "~/components/ui/icons";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { NavEntry } from "~/site/navigation";

const loadPanel = () => import("./MobileMenuPanel");
const MobileMenuPanel = lazy(loadPanel);

/**
 * The phone menu's button. The panel (the whole navigation again) is rendered only while open, and its
 * code is fetched when the visitor reaches for the button (pointer down or focus), so pages carry
 * neither until then. Without JavaScript the button does nothing; the footer lists every page.
 */
export function MobileMenu({ entries }: { entries: readonly NavEntry[] }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onPointerDown={loadPanel}
        onFocus={loadPanel}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-fg hover:bg-muted"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuPanel entries={entries} />
        </Suspense>
      )}
    </div>
  );
}
