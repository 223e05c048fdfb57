import { ChevronDown, ChevronRight } from "~/shell/ui/icons";
import type { NavEntry, NavLinkItem, NavMenuEntry, NavSubmenu } from "~/site/navigation";
import { SiteLink } from "../ui/SiteLink";

/** The element id of a dropdown's panel, and of a submenu's list. */
export const menuId = (menu: { id: string }) => `menu-${menu.id}`;
export const submenuId = (submenu: NavSubmenu) =>
  `submenu-${submenu.label.toLowerCase().replace(/\W+/g, "-")}`;

function MenuLink({ item }: { item: NavLinkItem }) {
  return (
    <SiteLink
      to={item.href}
      // The link lays out its own label, badge and description: a wrapper for the first line cost a node per link.
      className={`flex flex-wrap items-center gap-x-2 rounded-lg px-3 py-2 text-sm outline-offset-[-2px] hover:bg-muted focus-visible:bg-muted ${item.featured ? "font-semibold text-primary-ink" : "text-fg"}`}
    >
      {item.label}
      {item.note && <span className="menu-badge">{item.note}</span>}
      {item.description && (
        <span className="mt-0.5 basis-full text-xs text-fg-muted">{item.description}</span>
      )}
    </SiteLink>
  );
}

/**
 * A group inside a dropdown (Our Locations, Tax Resources): a `<details>`, so it opens and closes with
 * HTML alone. The shell's script (behaviours.ts) also opens it on hover, closes it a moment after the
 * pointer leaves, and follows the arrow keys.
 */
function Submenu({ submenu }: { submenu: NavSubmenu }) {
  return (
    <li className="relative">
      <details className="nav-submenu">
        <summary className="disclosure nav-group-summary">
          {submenu.label}
          <ChevronRight aria-hidden="true" className="disclosure-chevron size-4" />
        </summary>
        <ul id={submenuId(submenu)} className="nav-group-list">
          {submenu.items.map((item) => (
            <li key={item.href}>
              <MenuLink item={item} />
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/**
 * One dropdown: a button that opens a popover (`popovertarget`), so it opens, closes on an outside click
 * or Escape, and gives way to the next dropdown with HTML alone. CSS anchor positioning puts it under its
 * button (app.css), or the shell's script where CSS does not; that script also closes it when focus
 * leaves it or a link in it is followed.
 */
function Dropdown({ menu }: { menu: Extract<NavEntry, { kind: "menu" }> }) {
  const id = menuId(menu);
  return (
    <li className="nav-dropdown">
      <button
        type="button"
        popoverTarget={id}
        className="nav-top-item inline-flex items-center gap-1"
        style={{ anchorName: `--${id}` }}
      >
        {menu.label}
        <ChevronDown aria-hidden="true" className="nav-chevron size-4" />
      </button>
      <ul id={id} popover="auto" className="nav-dropdown-panel" style={{ positionAnchor: `--${id}` }}>
        {menu.entries.map((item: NavMenuEntry) =>
          item.kind === "link" ? (
            <li key={item.href}>
              <MenuLink item={item} />
            </li>
          ) : (
            <Submenu key={item.label} submenu={item} />
          ),
        )}
      </ul>
    </li>
  );
}

/** Desktop navigation (SPEC section 2): links and dropdowns. */
export function DesktopNav({ entries }: { entries: readonly NavEntry[] }) {
  return (
    <nav aria-label="Main" className="hidden lg:block">
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
