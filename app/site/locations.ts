/**
 * 'Our Locations' (navigation and footer, SPEC section 2): Dresden is this site's own town and links to
 * the About page; eight other towns have their own sister sites, which are external links.
 */

export interface LocalTown {
  id: "dresden";
  name: string;
  county: string;
  /** Internal link. */
  link: "/about-us";
  /** The badge shown next to the town. */
  note: string;
}

export interface SisterSite {
  id: string;
  name: string;
  county: string;
  /** The town's own site (external). */
  url: `https://www.${string}`;
}

export const LOCAL_TOWN: LocalTown = {
  id: "dresden",
  name: "Dresden",
  county: "Muskingum",
  link: "/about-us",
  note: "You are here",
};

export const SISTER_SITES: readonly SisterSite[] = [
  { id: "zanesville", name: "Zanesville", county: "Muskingum", url: "https://www.zanesvilletaxpros.com" },
  { id: "coshocton", name: "Coshocton", county: "Coshocton", url: "https://www.coshoctontaxpros.com" },
  { id: "newark", name: "Newark", county: "Licking", url: "https://www.newarktaxpros.com" },
  { id: "cambridge", name: "Cambridge", county: "Guernsey", url: "https://www.cambridgetaxpros.com" },
  { id: "mount-vernon", name: "Mount Vernon", county: "Knox", url: "https://www.mountvernontaxpros.com" },
  {
    id: "newcomerstown",
    name: "Newcomerstown",
    county: "Tuscarawas",
    url: "https://www.newcomerstowntaxpros.com",
  },
  { id: "marietta", name: "Marietta", county: "Washington", url: "https://www.mariettataxpros.com" },
  { id: "columbus", name: "Columbus", county: "Franklin", url: "https://www.columbustaxpros.com" },
];
