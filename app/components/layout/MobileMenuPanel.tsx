import { ChevronDown, Phone } from "~/components/ui/icons";
import { useId, useState, type ReactNode } from "react";
import type { NavEntry, NavLinkItem } from "~/site/navigation";
import { useSite } from "~/site/use-site";
import { SiteLink } from "../ui/SiteLink";
import { ThemeSwitch } from "./ThemeSwitch";

function Section({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className="border-b border-border last:border-b-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className="flex w-full items-center justify-between py-3 text-left font-medium text-fg"
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={`size-5 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <ul id={id} hidden={!open} className="pb-3 pl-3">
        {children}
      </ul>
    </li>
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
        {item.note && (
          <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-on-primary">
            {item.note}
          </span>
        )}
      </SiteLink>
    </li>
  );
}

/**
 * The phone menu's panel: the top navigation with expandable sections, plus a call link. Its code and
 * markup are loaded the first time the menu opens (see MobileMenu), not with every page.
 */
export default function MobileMenuPanel({ entries }: { entries: readonly NavEntry[] }) {
  const { brand } = useSite();
  return (
    <div
      id="mobile-menu"
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border bg-bg px-4 pb-6 shadow-xl"
    >
      <nav aria-label="Mobile">
        <ul>
          {entries.map((entry) =>
            entry.kind === "link" ? (
              <li key={entry.label} className="border-b border-border">
                <SiteLink to={entry.href} className="block py-3 font-medium text-fg">
                  {entry.label}
                </SiteLink>
              </li>
            ) : (
              <Section key={entry.id} label={entry.label}>
                {entry.entries.map((item) =>
                  item.kind === "link" ? (
                    <MobileLink key={item.href} item={item} />
                  ) : (
                    <li key={item.label}>
                      <ul>
                        <Section label={item.label}>
                          {item.items.map((sub) => (
                            <MobileLink key={sub.href} item={sub} />
                          ))}
                        </Section>
                      </ul>
                    </li>
                  ),
                )}
              </Section>
            ),
          )}
        </ul>
      </nav>
      <div className="mt-4 grid gap-3">
        <a href={`tel:${brand.contact.phone.tel}`} className="btn btn-primary w-full">
          <Phone aria-hidden="true" className="size-4" /> Call {brand.contact.phone.display}
        </a>
        <a href={brand.links.signIn} className="btn btn-outline w-full">
          Sign up / Sign in
        </a>
        <div className="flex items-center justify-between pt-2">
          <span className="text-sm text-fg-muted">Theme</span>
          <ThemeSwitch />
        </div>
      </div>
    </div>
  );
}
