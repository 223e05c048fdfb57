/**
 * Loads every content file (content/), checks it, and checks the files against each other (a service
 * names industries that exist, the home page names industries that exist). One problem anywhere stops
 * the load with a ContentError listing all of them, so a broken file stops the build, never a page.
 *
 * The build reads content once, through the content plugin (app/content/vite-plugin.ts), which embeds
 * each collection's result in the server bundle. Code run without Vite (the Playwright specs) imports
 * the same modules in app/content/collections/, which call `loadCollection` here.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ContentFiles, fileId } from "./files.server.ts";
import { readAbout, type AboutContent } from "./about.ts";
import { readFirm, type FirmFacts } from "./firm.ts";
import { HOME_FILE, readHome, type HomeContent } from "./home.ts";
import { readIndustries, type IndustryContent } from "./industries.ts";
import { readLegalPages, type LegalPageContent } from "./legal.ts";
import { readMeetingPrep, type MeetingPrepContent } from "./meeting-prep.ts";
import { readPricing, type PricingContent } from "./pricing.ts";
import { readResources, type ResourcePages } from "./resources.ts";
import { ContentError, type FileProblems } from "./problems.ts";
import { readServices, type ServiceFile } from "./services.ts";
import type { BrandId } from "../brands/types.ts";

export interface SiteContent {
  firm: FirmFacts;
  services: ServiceFile[];
  industries: IndustryContent[];
  home: Record<BrandId, HomeContent>;
  about: AboutContent;
  pricing: PricingContent;
  legal: LegalPageContent[];
  meetingPrep: MeetingPrepContent;
  /** The tax resource pages, one collection each (app/content/collections/ohio-business-taxes.ts is `ohioBusinessTaxes`). */
  taxCalculator: ResourcePages["taxCalculator"];
  checklist: ResourcePages["checklist"];
  ohioBusinessTaxes: ResourcePages["ohioBusinessTaxes"];
  paymentCenter: ResourcePages["paymentCenter"];
  refundStatus: ResourcePages["refundStatus"];
  taxCalendar: ResourcePages["taxCalendar"];
}
export type CollectionName = keyof SiteContent;

export interface ContentLocation {
  /** The content folder; `CONTENT_DIR` or the repository's content/. */
  dir: string;
  /** The site's static files (pictures a content file needs, such as an industry's). */
  publicDir: string;
}

export function defaultLocation(root = fileURLToPath(new URL("../../", import.meta.url))): ContentLocation {
  return {
    dir: path.resolve(root, process.env.CONTENT_DIR ?? "content"),
    publicDir: path.resolve(root, "public"),
  };
}

/** Reads and checks every content file; throws a ContentError naming every problem. */
export function loadContent(location: ContentLocation = defaultLocation()): SiteContent {
  const files = new ContentFiles(location.dir, location.publicDir);
  const firm = readFirm(files);
  // When firm.yaml has problems (reported already), a stand-in fills {{ hours }} so the other files
  // are checked for problems of their own only; the load fails anyway.
  const hours = firm?.officeHours.words ?? { full: "…", days: "…", times: "…", daysAWeek: "…" };
  const placeholders = { hours };
  const services = readServices(files, placeholders);
  const industries = readIndustries(files, placeholders);
  // Every file counts, also one with problems of its own (those are reported already).
  const industryIds = files.list("industries", ".md").map(fileId);
  for (const { content } of services) {
    checkNames(
      files.problemsOf(`services/${content.id}.md`),
      "related_industries",
      content.relatedIndustries,
      industryIds,
      "industries",
    );
  }
  const home = readHome(files, placeholders);
  for (const [brand, page] of Object.entries(home ?? {})) {
    checkNames(
      files.problemsOf(HOME_FILE),
      `${brand}.industries.show`,
      page.industries.ids,
      industryIds,
      "industries",
    );
  }
  const about = readAbout(files, placeholders);
  const pricing = readPricing(files, placeholders);
  const legal = readLegalPages(files, placeholders);
  const meetingPrep = readMeetingPrep(files, placeholders);
  const resources = readResources(files, placeholders);
  files.reportUnread(["README.md", "blog"]);
  if (files.problems.length > 0 || !firm || !home || !about || !pricing || !meetingPrep || !resources) {
    throw new ContentError(files.problems);
  }
  return { firm, services, industries, home, about, pricing, legal, meetingPrep, ...resources };
}

/** Each of `names` must be one of `known`, the ids of the files in content/<folder>/. */
function checkNames(
  problems: FileProblems,
  field: string,
  names: readonly string[],
  known: readonly string[],
  folder: string,
): void {
  for (const name of names) {
    if (!known.includes(name)) {
      problems.add(`"${name}" is not in content/${folder}/ (there: ${known.join(", ")})`, { field });
    }
  }
}

let loaded: SiteContent | undefined;

/** One collection of the content in the default location, loaded (all of it, checked) on first use. */
export function loadCollection<Name extends CollectionName>(name: Name): SiteContent[Name] {
  loaded ??= loadContent();
  return loaded[name];
}
