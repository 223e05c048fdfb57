import { ChevronDown, Menu, Phone, X } from "~/shell/ui/icons";
import type { ReactNode } from "react";
import type { NavEntry, NavLinkItem } from "~/site/navigation";
import { SearchForm } from "~/components/search/SearchForm";
import { useSite } from "~/site/use-site";
import { SiteLink } from "../ui/SiteLink";
import { ThemeSwitch } from "./ThemeSwitch";

export const MOBILE_MENU_ID = "mobile-menu";

/** An expandable section of the phone menu: a `<details>`, so it works with HTML alone. */
function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details>
      <summary className="disclosure py-3 font-medium">
        {label}
        <ChevronDown aria-hidden="true" className="disclosure-chevron size-5" />
      </summary>
      <ul className="pb-3 pl-3">{children}</ul>
    </details>
  );
}

function MobileLink({ item }: { item: NavLinkItem }) {
  return (
    <li>
      <SiteLink
        to={item.href}
        className={`flex items-center gap-2 py-2 ${item.featured ? "font-semibold text-primary-ink" : "text-fg"}`}
      >
        {item.label}
        {item.note && <span className="menu-badge">{item.note}</span>}
      </SiteLink>
    </li>
  );
}

/**
 * The phone menu: a button that opens a popover panel (`popovertarget`) holding the top navigation as
 * expandable sections, a call link, sign-in and the theme switch. HTML alone opens it, closes it on an
 * outside tap or Escape and returns focus to the button, from the first paint and without JavaScript;
 * the shell's script (behaviours.ts) also closes it when a link in it is followed or a search is sent.
 */
export function MobileMenu({ entries }: { entries: readonly NavEntry[] }) {
  const { brand } = useSite();

  return (
    <div className="mobile-menu lg:hidden">
      <button
        type="button"
        popoverTarget={MOBILE_MENU_ID}
        className="inline-flex size-11 items-center justify-center rounded-lg text-fg hover:bg-muted"
      >
        <Menu aria-hidden="true" className="mobile-menu-open-icon size-6" />
        <X aria-hidden="true" className="mobile-menu-close-icon size-6" />
        <span className="sr-only">Menu</span>
      </button>
      <div id={MOBILE_MENU_ID} popover="auto" className="mobile-menu-panel">
        <SearchForm variant="wide" box="menu" className="pt-4 pb-2" />
        <nav aria-label="Mobile">
          <ul>
            {entries.map((entry) => (
              <li key={entry.label} className="border-b border-border last:border-b-0">
                {entry.kind === "link" ? (
                  <SiteLink to={entry.href} className="block py-3 font-medium text-fg">
                    {entry.label}
                  </SiteLink>
                ) : (
                  <Section label={entry.label}>
                    {entry.entries.map((item) =>
                      item.kind === "link" ? (
                        <MobileLink key={item.href} item={item} />
                      ) : (
                        <li key={item.label}>
                          <Section label={item.label}>
                            {item.items.map((sub) => (
                              <MobileLink key={sub.href} item={sub} />
                            ))}
                          </Section>
                        </li>
                      ),
                    )}
                  </Section>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-4 grid gap-3">
          <a href={`tel:${brand.contact.phone.tel}`} className="btn btn-primary w-full">
            <Phone aria-hidden="true" className="size-4" />
            {` Call ${brand.contact.phone.display}`}
          </a>
          <a href={brand.links.signIn} className="btn btn-outline w-full">
            Sign up / Sign in
          </a>
          <div className="theme-switch-row flex items-center justify-between pt-2">
            <span className="text-sm text-fg-muted">Theme</span>
            <ThemeSwitch />
          </div>
        </div>
      </div>
    </div>
  );
}
