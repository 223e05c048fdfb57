import { officeLocality } from "~/brands/address";
import { Facebook, Instagram, LinkedIn, Mail, MapPin, Phone, Rss } from "~/shell/ui/icons";
import { useLocation } from "react-router";
import { useSite } from "~/site/use-site";
import { SiteLink } from "../ui/SiteLink";
import { ReminderSignup } from "~/components/reminders/ReminderSignup";
import { ServerHtml } from "~/delivery/ServerHtml";
import { BrandLogo } from "./BrandLogo";

export function showsRssLink(pathname: string): boolean {
  return pathname === "/" || pathname === "/blog" || pathname.startsWith("/blog/");
}

function FooterHeading({ children }: { children: string }) {
  return <h2 className="footer-heading">{children}</h2>;
}

const linkClass = "text-on-secondary/85 hover:text-on-secondary hover:underline";

interface FooterLink {
  href: string;
  label: string;
  note?: string;
  strong?: boolean;
}

/** One of the footer's link columns: a heading and its list, as a labelled navigation region. */
function FooterLinks({
  id,
  title,
  links,
  className = "lg:col-span-2",
}: {
  id: string;
  title: string;
  links: readonly FooterLink[];
  className?: string;
}) {
  return (
    <ServerHtml as="nav" aria-labelledby={id} className={className}>
      <h2 id={id} className="footer-heading">
        {title}
      </h2>
      <ul className="mt-4 grid gap-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            {/* The note is part of the link: beside it, it made a line of text in which the link could
                only be told apart by its colour. */}
            <SiteLink to={link.href} className={link.strong ? `${linkClass} font-semibold` : linkClass}>
              {link.label}
              {link.note && (
                <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-on-primary">
                  {link.note}
                </span>
              )}
            </SiteLink>
          </li>
        ))}
      </ul>
    </ServerHtml>
  );
}

export function Footer() {
  const { brand, navigation, industries, year, locationLinks, taxResourceLinks, reminders } = useSite();
  const { pathname } = useLocation();

  const servicesMenu = navigation.find((entry) => entry.kind === "menu" && entry.id === "services");
  const serviceLinks =
    servicesMenu?.kind === "menu"
      ? servicesMenu.entries.flatMap((entry) => (entry.kind === "link" && !entry.featured ? [entry] : []))
      : [];
  const social = [
    { label: "Facebook", href: brand.socialMedia.facebook, Icon: Facebook },
    { label: "LinkedIn", href: brand.socialMedia.linkedin, Icon: LinkedIn },
    { label: "Instagram", href: brand.socialMedia.instagram, Icon: Instagram },
  ];

  return (
    <footer className="site-footer relative bg-secondary text-on-secondary">
      <div className="container-site grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <ServerHtml>
            <BrandLogo variant="dark" className="h-11 w-auto" />
            <p className="mt-4 max-w-sm font-subheading text-lg text-on-secondary">{brand.tagline}</p>
            <p className="mt-2 max-w-sm text-sm text-on-secondary/85">{brand.description}</p>
            <ul className="mt-6 flex gap-3" aria-label="Follow us">
              {social.map(({ label, href, Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="social-link"
                    aria-label={`${label} (opens in a new tab)`}
                  >
                    <Icon className="size-5" />
                  </a>
                </li>
              ))}
              {showsRssLink(pathname) && (
                <li>
                  <a href="/rss.xml" className="social-link" aria-label="RSS feed of our news">
                    <Rss aria-hidden="true" className="size-5" />
                  </a>
                </li>
              )}
            </ul>
            {reminders && (
              <div className="mt-8 max-w-sm">
                <ReminderSignup variant="footer" />
              </div>
            )}
          </ServerHtml>
        </div>

        <FooterLinks id="footer-services" title="Services" links={serviceLinks} />
        <FooterLinks
          id="footer-industries"
          title="Industries"
          links={[
            ...industries.map((industry) => ({ href: `/industries/${industry.id}`, label: industry.name })),
            { href: "/industries", label: "View All", strong: true },
          ]}
        />
        <FooterLinks id="footer-locations" title="Locations" links={locationLinks} />
        <div className="grid gap-10 sm:grid-cols-2 md:col-span-2 lg:col-span-2 lg:grid-cols-1">
          <FooterLinks
            id="footer-resources"
            title="Resources"
            links={[{ href: "/blog", label: "News" }, ...taxResourceLinks]}
            className=""
          />
        </div>
      </div>

      <ServerHtml className="container-site grid gap-6 border-t border-white/15 py-8 text-sm md:grid-cols-3">
        <div>
          <FooterHeading>Contact</FooterHeading>
          <ul className="mt-3 grid gap-2">
            <li>
              <a
                href={`tel:${brand.contact.phone.tel}`}
                className={`${linkClass} inline-flex items-center gap-2`}
              >
                <Phone aria-hidden="true" className="size-4" />
                {` ${brand.contact.phone.display}`}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${brand.contact.email}`}
                className={`${linkClass} inline-flex items-center gap-2`}
              >
                <Mail aria-hidden="true" className="size-4" />
                {` ${brand.contact.email}`}
              </a>
            </li>
          </ul>
        </div>
        {brand.contact.offices.map((office) => (
          // The office's name is a heading, which HTML does not allow inside <address>: only the street is in it.
          <div key={office.id}>
            <FooterHeading>{office.name}</FooterHeading>
            <address className="not-italic">
              <a
                href={office.mapUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={`${linkClass} mt-3 inline-flex gap-2`}
              >
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  {office.street}
                  <br />
                  {officeLocality(office)}
                  <span className="sr-only"> (map, opens in a new tab)</span>
                </span>
              </a>
            </address>
          </div>
        ))}
      </ServerHtml>

      <div className="border-t border-white/15">
        <div className="container-site flex flex-col gap-4 py-6 text-sm text-on-secondary/85 md:flex-row md:items-center md:justify-between">
          <p>{`© ${year} ${brand.name}. All rights reserved.`}</p>
          <ServerHtml as="nav" aria-label="Legal">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              <li>
                <SiteLink to="/privacy-policy" className={linkClass}>
                  Privacy Policy
                </SiteLink>
              </li>
              <li>
                <SiteLink to="/terms-of-service" className={linkClass}>
                  Terms of Service
                </SiteLink>
              </li>
              <li>
                <SiteLink to="/cookies" className={linkClass}>
                  Cookie Policy
                </SiteLink>
              </li>
              <li>
                <SiteLink to="/accessibility" className={linkClass}>
                  Accessibility
                </SiteLink>
              </li>
            </ul>
          </ServerHtml>
          {/* A third-party badge is moved here by the shell's script (behaviours.ts). */}
          <div data-footer-badge-slot data-testid="footer-badge-slot" className="min-h-0" />
        </div>
      </div>
      <div
        aria-hidden="true"
        className="footer-band"
        style={{ backgroundImage: `url(${brand.backgrounds.footer})` }}
      />
    </footer>
  );
}
