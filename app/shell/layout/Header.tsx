import { LogIn, Phone } from "~/shell/ui/icons";
import { SearchForm } from "~/components/search/SearchForm";
import { useSite } from "~/site/use-site";
import { ServerHtml } from "~/delivery/ServerHtml";
import { SiteLink } from "../ui/SiteLink";
import { BrandLogo } from "./BrandLogo";
import { DesktopNav } from "./DesktopNav";
import { MobileMenu } from "./MobileMenu";
import { ThemeSwitch } from "./ThemeSwitch";

/**
 * The top bar and the sticky bar with the menus. Nothing in them needs React: links (followed in-app by
 * `InAppLinks`), search forms (plain forms to /search), popovers and `<details>` work with HTML, and the theme switch and the menus'
 * extras with the head's scripts (theme.ts, behaviours.ts). So the browser keeps the server's HTML for
 * the whole visit.
 */
export function Header() {
  const { brand, navigation } = useSite();
  return (
    <>
      {/* Above the sticky bar, which its theme switch's tooltips overlap. */}
      <ServerHtml className="relative z-[55] hidden bg-secondary text-sm text-on-secondary lg:block" everyPage>
        <div className="container-site flex h-10 items-center justify-between gap-6">
          {/* Below 1280 px the bar has room for its links alone (the hours are on the contact page). */}
          <p className="hidden text-on-secondary/90 xl:block">{brand.contact.hours}</p>
          <div className="ml-auto flex items-center gap-5 whitespace-nowrap">
            <SearchForm variant="bar" box="header" />
            <a
              href={`tel:${brand.contact.phone.tel}`}
              className="inline-flex items-center gap-1.5 font-semibold hover:underline"
            >
              <Phone aria-hidden="true" className="size-4" />
              {brand.contact.phone.display}
            </a>
            <a href={brand.links.signIn} className="inline-flex items-center gap-1.5 hover:underline">
              <LogIn aria-hidden="true" className="size-4" />
              Sign up / Sign in
            </a>
            <SiteLink to={brand.links.teamToWin} className="hover:underline">
              Team to Win
            </SiteLink>
            <ThemeSwitch tone="inverse" />
          </div>
        </div>
      </ServerHtml>
      {/* Past NAV_SHRINK_SCROLL_PX of scroll the shell's script sets data-scrolled="true": the bar shrinks
          and turns to glass (`.site-header` in app.css). When it shrinks by 1rem, a 1rem margin takes up the
          difference: the page below does not move (Safari has no scroll anchoring to hide such a jump). */}
      <ServerHtml
        as="header"
        data-scrolled="false"
        className="site-header group/header sticky top-0 z-50 border-b"
        everyPage
      >
        <div className="container-site flex h-20 items-center justify-between gap-4 transition-[height] duration-300 group-data-[scrolled=true]/header:h-16">
          <SiteLink to="/" className="shrink-0 rounded-md" aria-label={`${brand.name}, home`}>
            <BrandLogo
              variant="auto"
              className="h-11 w-auto transition-[height] duration-300 group-data-[scrolled=true]/header:h-9"
            />
          </SiteLink>
          <DesktopNav entries={navigation} />
          <div className="flex items-center gap-2">
            <SiteLink to="/schedule" className="btn btn-primary hidden xl:inline-flex">
              Schedule a Consultation
            </SiteLink>
            <a
              href={`tel:${brand.contact.phone.tel}`}
              className="inline-flex h-11 items-center gap-1.5 rounded-lg px-3 font-semibold text-primary-ink hover:bg-muted lg:hidden"
            >
              <Phone aria-hidden="true" className="size-5" />
              <span>Call</span>
              <span className="sr-only">{` ${brand.contact.phone.display}`}</span>
            </a>
            <MobileMenu entries={navigation} />
          </div>
        </div>
      </ServerHtml>
    </>
  );
}
