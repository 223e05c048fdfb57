import firm from "../content/collections/firm";
import serviceFiles from "../content/collections/services";
import type { Brand, BrandId, Office, PhoneNumber, ServiceId } from "./types";

/** Facts shared by all three brands: one firm, one main line, two offices. */

export const MAIN_PHONE: PhoneNumber = { display: "(740) 754-0800", tel: "+17407540800" };

/** The number of a brand's contact details: its own line when content/firm.yaml gives one, else the main number. */
export function contactSectionPhone(brand: BrandId, ownLines = firm.ownPhoneLines): PhoneNumber {
  return ownLines[brand] ?? MAIN_PHONE;
}

export const OFFICES: readonly Office[] = [
  {
    id: "dresden",
    name: "Dresden office",
    street: "1010 Main Street",
    city: "Dresden",
    region: "OH",
    postalCode: "43821",
    mapUrl: "https://maps.google.com/?q=1010+Main+Street,+Dresden,+OH+43821",
    latitude: 40.1209,
    longitude: -82.0107,
  },
  {
    id: "pickerington",
    name: "Pickerington office",
    street: "1295 Hill Road North, Suite 104",
    city: "Pickerington",
    region: "OH",
    postalCode: "43147",
    mapUrl: "https://maps.google.com/?q=1295+Hill+Road+North,+Pickerington,+OH+43147",
    latitude: 39.9012,
    longitude: -82.7716,
  },
];

/** "Monday through Saturday, 9 a.m. to 6 p.m., in person or virtual": the office hours of content/firm.yaml. */
export const OFFICE_HOURS = firm.officeHours.words.full;
/** "Monday through Saturday": the days of the same hours. */
export const OFFICE_DAYS = firm.officeHours.words.days;

export const TEAM_TO_WIN_URL = "https://teamtowin.com";
export const CONNECTED_SERVICES_URL = "https://dresdenconnected.com";

/** A brand's own titles and card sentences of services (`brands:` in the services' files), in its `order`. */
export function serviceWording(brand: BrandId, order: readonly ServiceId[]): Brand["serviceOverrides"] {
  return Object.fromEntries(
    order.flatMap((id) => {
      const wording = serviceFiles.find((file) => file.content.id === id)?.brands[brand];
      return wording ? [[id, wording]] : [];
    }),
  );
}
