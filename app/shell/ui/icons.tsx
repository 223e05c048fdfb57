import type { ComponentType, SVGProps } from "react";
import { usePageRender } from "~/delivery/page-render";
import { iconSymbolId, type IconName } from "./icon-names";
// `no-inline`: <use> cannot point into a data: URL.
import spriteUrl from "./icons.svg?no-inline";

/**
 * The site's icons (drawn by lucide), as tiny components. A page without React holds each icon's
 * drawing itself, as one path where the icon is outlines (the server reads the sprite, icons.svg): an
 * icon costs two elements, and the phone no document for the sprite. Where React draws or hydrates
 * (error pages and what follows them in-app), an icon is a `<use>` of the sprite, a file fetched once
 * and cached for good (its name carries its hash), so the drawings are not in the browser's JavaScript.
 * To add an icon, add its lucide name to ICON_NAMES (icon-names.ts), run `npm run icons` and export a
 * component below.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "ref">;
export type IconComponent = ComponentType<IconProps>;

/** What every icon's <svg> carries besides its class and labels: lucide's drawing settings. */
export const ICON_SVG_PROPS = {
  width: "24",
  height: "24",
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: "2",
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/** Where an icon's drawing is: the sprite file and the symbol's id. */
export const iconHref = (name: IconName) => `${spriteUrl}#${iconSymbolId(name)}`;

function spriteIcon(name: IconName): IconComponent {
  function Icon({ className, ...rest }: IconProps) {
    const drawing = usePageRender().iconDrawing?.(name);
    // Decorative unless labelled, as lucide's own components are.
    const labelled =
      rest["aria-label"] !== undefined || rest["aria-labelledby"] !== undefined || rest.role === "img";
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        {...ICON_SVG_PROPS}
        aria-hidden={labelled ? undefined : "true"}
        className={className ? `icon ${className}` : "icon"}
        {...rest}
        {...(drawing === undefined ? {} : { dangerouslySetInnerHTML: { __html: drawing } })}
      >
        {drawing === undefined ? <use href={iconHref(name)} /> : undefined}
      </svg>
    );
  }
  return Icon;
}

export const AlertCircle = /* @__PURE__ */ spriteIcon("AlertCircle");
export const AlertTriangle = /* @__PURE__ */ spriteIcon("AlertTriangle");
export const ArrowDown = /* @__PURE__ */ spriteIcon("ArrowDown");
export const ArrowLeft = /* @__PURE__ */ spriteIcon("ArrowLeft");
export const ArrowRight = /* @__PURE__ */ spriteIcon("ArrowRight");
export const ArrowUpRight = /* @__PURE__ */ spriteIcon("ArrowUpRight");
export const BadgeDollarSign = /* @__PURE__ */ spriteIcon("BadgeDollarSign");
export const BookOpen = /* @__PURE__ */ spriteIcon("BookOpen");
export const Briefcase = /* @__PURE__ */ spriteIcon("Briefcase");
export const Building2 = /* @__PURE__ */ spriteIcon("Building2");
export const Calculator = /* @__PURE__ */ spriteIcon("Calculator");
export const CalendarCheck = /* @__PURE__ */ spriteIcon("CalendarCheck");
export const CalendarClock = /* @__PURE__ */ spriteIcon("CalendarClock");
export const CalendarDays = /* @__PURE__ */ spriteIcon("CalendarDays");
export const CalendarPlus = /* @__PURE__ */ spriteIcon("CalendarPlus");
export const ChartNoAxesCombined = /* @__PURE__ */ spriteIcon("ChartNoAxesCombined");
export const Check = /* @__PURE__ */ spriteIcon("Check");
export const CheckCircle2 = /* @__PURE__ */ spriteIcon("CheckCircle2");
export const ChevronDown = /* @__PURE__ */ spriteIcon("ChevronDown");
export const ChevronLeft = /* @__PURE__ */ spriteIcon("ChevronLeft");
export const ChevronRight = /* @__PURE__ */ spriteIcon("ChevronRight");
export const CircleAlert = /* @__PURE__ */ spriteIcon("CircleAlert");
export const CircleCheck = /* @__PURE__ */ spriteIcon("CircleCheck");
export const ClipboardCheck = /* @__PURE__ */ spriteIcon("ClipboardCheck");
export const ClipboardList = /* @__PURE__ */ spriteIcon("ClipboardList");
export const Clock = /* @__PURE__ */ spriteIcon("Clock");
export const Compass = /* @__PURE__ */ spriteIcon("Compass");
export const CreditCard = /* @__PURE__ */ spriteIcon("CreditCard");
export const ExternalLink = /* @__PURE__ */ spriteIcon("ExternalLink");
export const Factory = /* @__PURE__ */ spriteIcon("Factory");
export const FileSignature = /* @__PURE__ */ spriteIcon("FileSignature");
export const Fuel = /* @__PURE__ */ spriteIcon("Fuel");
export const Handshake = /* @__PURE__ */ spriteIcon("Handshake");
export const HardHat = /* @__PURE__ */ spriteIcon("HardHat");
export const Home = /* @__PURE__ */ spriteIcon("Home");
export const ImageOff = /* @__PURE__ */ spriteIcon("ImageOff");
export const Info = /* @__PURE__ */ spriteIcon("Info");
export const Landmark = /* @__PURE__ */ spriteIcon("Landmark");
export const LifeBuoy = /* @__PURE__ */ spriteIcon("LifeBuoy");
export const LineChart = /* @__PURE__ */ spriteIcon("LineChart");
export const Link2 = /* @__PURE__ */ spriteIcon("Link2");
export const Loader2 = /* @__PURE__ */ spriteIcon("Loader2");
export const LoaderCircle = /* @__PURE__ */ spriteIcon("LoaderCircle");
export const LogIn = /* @__PURE__ */ spriteIcon("LogIn");
export const Mail = /* @__PURE__ */ spriteIcon("Mail");
export const Download = /* @__PURE__ */ spriteIcon("Download");
export const MapPin = /* @__PURE__ */ spriteIcon("MapPin");
export const Megaphone = /* @__PURE__ */ spriteIcon("Megaphone");
export const Menu = /* @__PURE__ */ spriteIcon("Menu");
export const MessageSquare = /* @__PURE__ */ spriteIcon("MessageSquare");
export const MessageSquareText = /* @__PURE__ */ spriteIcon("MessageSquareText");
export const Minus = /* @__PURE__ */ spriteIcon("Minus");
export const Monitor = /* @__PURE__ */ spriteIcon("Monitor");
export const Moon = /* @__PURE__ */ spriteIcon("Moon");
export const Newspaper = /* @__PURE__ */ spriteIcon("Newspaper");
export const Pause = /* @__PURE__ */ spriteIcon("Pause");
export const Phone = /* @__PURE__ */ spriteIcon("Phone");
export const PhoneCall = /* @__PURE__ */ spriteIcon("PhoneCall");
export const Play = /* @__PURE__ */ spriteIcon("Play");
export const Printer = /* @__PURE__ */ spriteIcon("Printer");
export const Receipt = /* @__PURE__ */ spriteIcon("Receipt");
export const RotateCcw = /* @__PURE__ */ spriteIcon("RotateCcw");
export const RotateCw = /* @__PURE__ */ spriteIcon("RotateCw");
export const Rss = /* @__PURE__ */ spriteIcon("Rss");
export const Search = /* @__PURE__ */ spriteIcon("Search");
export const SearchCheck = /* @__PURE__ */ spriteIcon("SearchCheck");
export const Send = /* @__PURE__ */ spriteIcon("Send");
export const ShieldCheck = /* @__PURE__ */ spriteIcon("ShieldCheck");
export const Stethoscope = /* @__PURE__ */ spriteIcon("Stethoscope");
export const Store = /* @__PURE__ */ spriteIcon("Store");
export const Sun = /* @__PURE__ */ spriteIcon("Sun");
export const Tags = /* @__PURE__ */ spriteIcon("Tags");
export const Trophy = /* @__PURE__ */ spriteIcon("Trophy");
export const Undo2 = /* @__PURE__ */ spriteIcon("Undo2");
export const Users = /* @__PURE__ */ spriteIcon("Users");
export const Video = /* @__PURE__ */ spriteIcon("Video");
export const Wallet = /* @__PURE__ */ spriteIcon("Wallet");
export const X = /* @__PURE__ */ spriteIcon("X");
export const Facebook = /* @__PURE__ */ spriteIcon("Facebook");
export const LinkedIn = /* @__PURE__ */ spriteIcon("LinkedIn");
export const Instagram = /* @__PURE__ */ spriteIcon("Instagram");
