import { ChevronDown, ChevronRight } from "~/components/ui/icons";
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from "react";
import { useLocation } from "react-router";
import type { NavEntry, NavLinkItem, NavSubmenu } from "~/site/navigation";
import { SiteLink } from "../ui/SiteLink";

/** SPEC section 9: a submenu stays open this long after the pointer leaves it. */
export const SUBMENU_CLOSE_DELAY_MS = 150;

function MenuLink({ item, onNavigate }: { item: NavLinkItem; onNavigate: () => void }) {
  return (
    <SiteLink
      to={item.href}
      onClick={onNavigate}
      className={`block rounded-lg px-3 py-2 text-sm outline-offset-[-2px] hover:bg-muted focus-visible:bg-muted ${item.featured ? "font-semibold text-primary-ink" : "text-fg"}`}
    >
      <span className="flex items-center gap-2">
        {item.label}
        {item.note && (
          <span className="rounded-full bg-primary px-2 py-0.5 text-[0.7rem] font-semibold text-on-primary">{item.note}</span>
        )}
      </span>
      {item.description && <span className="mt-0.5 block text-xs text-fg-muted">{item.description}</span>}
    </SiteLink>
  );
}

function Submenu({ submenu, onNavigate }: { submenu: NavSubmenu; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = `submenu-${submenu.label.toLowerCase().replace(/\W+/g, "-")}`;

  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), SUBMENU_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === "ArrowRight" && !open) {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => listRef.current?.querySelector("a")?.focus());
    } else if ((event.key === "ArrowLeft" || event.key === "Escape") && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <li className="relative" onPointerEnter={(e) => e.pointerType === "mouse" && (cancelClose(), setOpen(true))} onPointerLeave={(e) => e.pointerType === "mouse" && scheduleClose()} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        // A mouse already opened it on hover, so a click must not close it again; keyboard and touch toggle.
        onClick={(event) => setOpen((v) => ((event.nativeEvent as PointerEvent).pointerType === "mouse" ? true : !v))}
        className="flex w-full items-center justify-between gap-4 rounded-lg px-3 py-2 text-left text-sm text-fg outline-offset-[-2px] hover:bg-muted"
      >
        {submenu.label}
        <ChevronRight aria-hidden="true" className={`size-4 transition-transform ${open ? "rotate-90 xl:rotate-0" : ""}`} />
      </button>
      <ul
        ref={listRef}
        id={id}
        hidden={!open}
        className="z-10 min-w-56 rounded-xl border border-border bg-surface p-2 shadow-xl xl:absolute xl:top-0 xl:left-full xl:ml-1"
      >
        {submenu.items.map((item) => (
          <li key={item.href}>
            <MenuLink item={item} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Desktop navigation: disclosure dropdowns that open on click and close on outside click or Escape. */
export function DesktopNav({ entries }: { entries: readonly NavEntry[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();

  useEffect(() => setOpenId(null), [location.pathname]);

  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // A submenu that handled Escape itself marks the event, so only it closes.
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const trigger = navRef.current?.querySelector<HTMLButtonElement>(`[data-menu-trigger="${openId}"]`);
      setOpenId(null);
      trigger?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [openId]);

  const close = () => setOpenId(null);

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className="hidden lg:block"
      onBlur={(event) => {
        if (openId && !navRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <ul className="flex items-center gap-1">
        {entries.map((entry) =>
          entry.kind === "link" ? (
            <li key={entry.label}>
              <SiteLink to={entry.href} className="nav-top-item">
                {entry.label}
              </SiteLink>
            </li>
          ) : (
            <li key={entry.id} className="relative">
              <button
                type="button"
                data-menu-trigger={entry.id}
                aria-expanded={openId === entry.id}
                aria-controls={`menu-${entry.id}`}
                onClick={() => setOpenId((current) => (current === entry.id ? null : entry.id))}
                className="nav-top-item inline-flex items-center gap-1"
              >
                {entry.label}
                <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${openId === entry.id ? "rotate-180" : ""}`} />
              </button>
              <ul
                id={`menu-${entry.id}`}
                hidden={openId !== entry.id}
                className="absolute top-full left-0 z-50 mt-2 w-72 rounded-xl border border-border bg-surface p-2 shadow-xl"
              >
                {entry.entries.map((item) =>
                  item.kind === "link" ? (
                    <li key={item.href}>
                      <MenuLink item={item} onNavigate={close} />
                    </li>
                  ) : (
                    <Submenu key={item.label} submenu={item} onNavigate={close} />
                  ),
                )}
              </ul>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
