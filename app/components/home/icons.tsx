import {
  BadgeDollarSign,
  CalendarClock,
  ChartNoAxesCombined,
  ClipboardCheck,
  Compass,
  Handshake,
  Landmark,
  LifeBuoy,
  MessageSquareText,
  PhoneCall,
  ShieldCheck,
  Trophy,
  Users,
  type IconComponent,
} from "~/shell/ui/icons";
import type { HomeIconName } from "~/site/home";

/** The icons the home page's content names (HOME_ICON_NAMES), imported one by one to keep the bundle small. */
const HOME_ICONS: Record<HomeIconName, IconComponent> = {
  BadgeDollarSign,
  CalendarClock,
  ChartNoAxesCombined,
  ClipboardCheck,
  Compass,
  Handshake,
  Landmark,
  LifeBuoy,
  MessageSquareText,
  PhoneCall,
  ShieldCheck,
  Trophy,
  Users,
};

export function HomeIcon({ name, className }: { name: HomeIconName; className?: string }) {
  const Icon = HOME_ICONS[name];
  return <Icon aria-hidden="true" className={className} />;
}
