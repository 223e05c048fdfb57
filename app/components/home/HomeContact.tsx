import type { SectionIntro } from "~/site/home";
import { ContactSection } from "../contact/ContactSection";

/**
 * The home page's contact section: the shared contact form with the brand's details beside it. The
 * phone shown is the brand's contact-section line (the payroll brand has its own).
 */
export function HomeContact({ intro }: { intro: SectionIntro }) {
  return (
    <div data-home-section="contact">
      <ContactSection
        headingId="contact-title"
        eyebrow={intro.eyebrow}
        heading={intro.title}
        intro={intro.lede}
        id="contact"
      />
    </div>
  );
}
