import { ChevronDown, ChevronRight } from "~/shell/ui/icons";
import {
  useEffect,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from "react";
import type { NavEntry, NavLinkItem, NavMenuEntry, NavSubmenu } from "~/site/navigation";
import { ServerHtml } from "~/delivery/ServerHtml";
import { SiteLink } from "../ui/SiteLink";
import { closeOpenMenus, useCloseMenusOnNavigation } from "./menus";

/** SPEC section 9: a submenu stays open this long after the pointer leaves it. */
export const SUBMENU_CLOSE_DELAY_MS = 150;

/** The element id of a dropdown's panel, and of a submenu's list. */
export const menuId = (menu: { id: string }) => `menu-${menu.id}`;
export const submenuId = (submenu: NavSubmenu) =>
  `submenu-${submenu.label.toLowerCase().replace(/\W+/g, "-")}`;

/** Whether app.css places the dropdowns by CSS anchor positioning (not in WebKit: see app.css). */
const cssPlacesDropdowns = () =>
  CSS.supports("top: anchor(bottom)") && !CSS.supports("hanging-punctuation: first");

/** Where a dropdown opens when CSS does not place it (WebKit, older browsers): under its button. */
function placeUnderTrigger(panel: HTMLElement) {
  if (cssPlacesDropdowns()) return;
  const trigger = document.querySelector(`[popovertarget="${panel.id}"]`);
  if (!trigger) return;
  const box = trigger.getBoundingClientRect();
  const left = Math.min(box.left, window.innerWidth - panel.offsetWidth - 16);
  Object.assign(panel.style, {
    top: `${box.bottom + 8}px`,
    left: `${Math.max(16, left)}px`,
    translate: "none",
  });
}

function MenuLink({ item }: { item: NavLinkItem }) {
  return (
    <SiteLink
      to={item.href}
      // The link lays out its own label, badge and description: a wrapper for the first line cost a node per link.
      className={`flex flex-wrap items-center gap-x-2 rounded-lg px-3 py-2 text-sm outline-offset-[-2px] hover:bg-muted focus-visible:bg-muted ${item.featured ? "font-semibold text-primary-ink" : "text-fg"}`}
    >
      {item.label}
      {item.note && <span className="menu-badge">{item.note}</span>}
      {item.description && <span className="mt-0.5 basis-full text-xs text-fg-muted">{item.description}</span>}
    </SiteLink>
  );
}

/**
 * A group inside a dropdown (Our Locations, Tax Resources): a `<details>`, so it opens and closes with
 * HTML alone. Once scripts run it also opens on hover and closes SUBMENU_CLOSE_DELAY_MS after the
 * pointer leaves, and follows the arrow keys: Right opens it at its first link, Left or Escape closes it
 * back to its summary (without closing the whole dropdown).
 */
function Submenu({ submenu }: { submenu: NavSubmenu }) {
  const details = useRef<HTMLDetailsElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Opened by the mouse hovering, so the click that usually follows must not close it again. */
  const openedByHover = useRef(false);

  const cancelClose = () => clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);

  const onPointerEnter = (event: ReactPointerEvent) => {
    if (event.pointerType !== "mouse" || !details.current) return;
    cancelClose();
    if (!details.current.open) {
      details.current.open = true;
      openedByHover.current = true;
    }
  };
  const onPointerLeave = (event: ReactPointerEvent) => {
    if (event.pointerType !== "mouse") return;
    cancelClose();
    closeTimer.current = setTimeout(() => {
      if (details.current) details.current.open = false;
    }, SUBMENU_CLOSE_DELAY_MS);
  };

  const onKeyDown = (event: ReactKeyboardEvent) => {
    const element = details.current;
    if (!element) return;
    if (event.key === "ArrowRight" && !element.open) {
      event.preventDefault();
      element.open = true;
      element.querySelector<HTMLAnchorElement>("ul a")?.focus();
    } else if ((event.key === "ArrowLeft" || event.key === "Escape") && element.open) {
      // Handled here: the dropdown around it must stay open (a cancelled Escape closes no popover).
      event.preventDefault();
      event.stopPropagation();
      element.open = false;
      element.querySelector("summary")?.focus();
    }
  };

  return (
    <li
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
    >
      <details ref={details} className="nav-submenu">
        <summary
          onClick={(event) => {
            if (openedByHover.current && event.detail > 0) event.preventDefault();
            openedByHover.current = false;
          }}
          className="disclosure nav-group-summary"
        >
          {submenu.label}
          <ChevronRight aria-hidden="true" className="disclosure-chevron size-4" />
        </summary>
        <ServerHtml as="ul" id={submenuId(submenu)} className="nav-group-list" everyPage>
          {submenu.items.map((item) => (
            <li key={item.href}>
              <MenuLink item={item} />
            </li>
          ))}
        </ServerHtml>
      </details>
    </li>
  );
}

/**
 * One dropdown: a button that opens a popover (`popovertarget`), so it opens, closes on an outside click
 * or Escape, and gives way to the next dropdown with HTML alone, before and without JavaScript. CSS anchor
 * positioning puts it under its button (app.css), or this component where CSS does not.
 */
function Dropdown({ menu }: { menu: Extract<NavEntry, { kind: "menu" }> }) {
  const id = menuId(menu);
  const panel = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === "open") placeUnderTrigger(element);
      // A dropdown opens again with its groups closed.
      else
        for (const group of element.querySelectorAll("details[open]"))
          (group as HTMLDetailsElement).open = false;
    };
    element.addEventListener("toggle", onToggle);
    return () => element.removeEventListener("toggle", onToggle);
  }, []);

  return (
    <li
      className="nav-dropdown"
      // Focus that leaves the dropdown (Tab past its last link) closes it, as the pointer does.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          closeOpenMenus(event.currentTarget);
      }}
    >
      <button
        type="button"
        popoverTarget={id}
        className="nav-top-item inline-flex items-center gap-1"
        style={{ anchorName: `--${id}` }}
      >
        {menu.label}
        <ChevronDown aria-hidden="true" className="nav-chevron size-4" />
      </button>
      <ul
        ref={panel}
        id={id}
        popover="auto"
        className="nav-dropdown-panel"
        style={{ positionAnchor: `--${id}` }}
        // A link to the page already shown changes no route; close the menu all the same.
        onClick={(event) => (event.target as Element).closest("a") && closeOpenMenus(event.currentTarget)}
      >
        {menu.entries.map((item: NavMenuEntry) =>
          item.kind === "link" ? (
            <ServerHtml as="li" key={item.href} everyPage>
              <MenuLink item={item} />
            </ServerHtml>
          ) : (
            <Submenu key={item.label} submenu={item} />
          ),
        )}
      </ul>
    </li>
  );
}

/** Desktop navigation (SPEC section 2): links and dropdowns; every dropdown closes when the page changes. */
export function DesktopNav({ entries }: { entries: readonly NavEntry[] }) {
  const nav = useRef<HTMLElement>(null);
  useCloseMenusOnNavigation(nav);
  return (
    <nav ref={nav} aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {entries.map((entry) =>
          entry.kind === "link" ? (
            <li key={entry.label}>
              <SiteLink to={entry.href} className="nav-top-item">
                {entry.label}
              </SiteLink>
            </li>
          ) : (
            <Dropdown key={entry.id} menu={entry} />
          ),
        )}
      </ul>
    </nav>
  );
}
