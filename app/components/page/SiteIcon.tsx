import {
  BookOpen,
  Briefcase,
  Building2,
  Factory,
  FileSignature,
  Fuel,
  HardHat,
  Landmark,
  LineChart,
  Megaphone,
  Receipt,
  Stethoscope,
  Store,
  Users,
  Wallet,
  type IconComponent,
} from "~/shell/ui/icons";
import type { SiteIconName } from "~/site/services";

/**
 * The icons named by the site's content (app/site/*): content stays plain data with icon *names*, and only
 * these fifteen icons reach the browser bundle.
 */
export const SITE_ICONS: Readonly<Record<SiteIconName, IconComponent>> = {
  Receipt,
  Building2,
  FileSignature,
  BookOpen,
  Wallet,
  LineChart,
  Users,
  Megaphone,
  HardHat,
  Store,
  Briefcase,
  Fuel,
  Landmark,
  Factory,
  Stethoscope,
};

/** A content icon by name; always decorative (the text beside it carries the meaning). */
export function SiteIcon({ name, className = "size-5" }: { name: SiteIconName; className?: string }) {
  const Icon = SITE_ICONS[name];
  return <Icon aria-hidden="true" focusable="false" className={className} />;
}
