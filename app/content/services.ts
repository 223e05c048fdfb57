/**
 * content/services/<id>.md: one file per service, named by its id (the eight ids of SERVICE_IDS; adding
 * a service also needs its route, picture and brand order, so it is a developer's change). The front
 * matter holds the short facts (title, card sentence, icon, related pages, each brand's own wording);
 * the body holds the page's words under the page's own headings.
 */
import { z } from "zod";
import { BRAND_IDS, SERVICE_IDS, type BrandId, type ServiceId } from "../brands/types.ts";
import { fileId, type ContentFiles } from "./files.server.ts";
import { SITE_ICON_NAMES, type SiteIconName } from "./icons.ts";
import { readMarkdownFile, type Faq, type TitledText } from "./markdown.ts";
import type { PlaceholderRules } from "./placeholders.ts";

/** One feature of a service with a one-line explanation; `feature` is also the card's bullet. */
export interface IncludedFeature {
  feature: string;
  explanation: string;
}

/** A brand's own title and card sentence for a service (the rest of the page is shared). */
export interface ServiceWording {
  title?: string;
  shortDescription?: string;
}

/** A service's words, as its file holds them. */
export interface ServiceContent {
  id: ServiceId;
  title: string;
  /** Two or three sentences for the services overview page ("What it is" on the service's page). */
  description: string;
  /** One sentence for cards and menus. */
  shortDescription: string;
  icon: SiteIconName;
  /** The paragraph under the page title. */
  lede: string;
  whoItIsFor: { paragraph: string; bullets: readonly string[] };
  /** What the service includes; a service's `features` are made from it so the two never drift apart. */
  included: readonly IncludedFeature[];
  /** How working together goes, in order. */
  steps: readonly TitledText[];
  whatToBring: readonly string[];
  faqs: readonly Faq[];
  relatedIndustries: readonly string[];
  relatedServices: readonly ServiceId[];
  /**
   * The event on the brand's scheduling page to book this service with (`tax-consultation` for
   * https://calendly.com/dresdentax/tax-consultation); without one, the scheduling page itself.
   */
  bookingEvent?: string;
}

export interface ServiceFile {
  content: ServiceContent;
  /** Per-brand wording that replaces the shared title and card sentence on that brand's site. */
  brands: Partial<Record<BrandId, ServiceWording>>;
}

const wordingSchema = z.strictObject({
  title: z.string().min(1).optional(),
  short_description: z.string().min(1).optional(),
});

const frontMatterSchema = z.strictObject({
  title: z.string().min(1),
  short_description: z.string().min(1),
  icon: z.enum(SITE_ICON_NAMES),
  related_industries: z.array(z.string().min(1)),
  related_services: z.array(z.enum(SERVICE_IDS)),
  brands: z.partialRecord(z.enum(BRAND_IDS), wordingSchema).optional(),
  booking_event: z
    .string()
    .regex(
      /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/,
      "the event's name in its booking address, such as tax-consultation",
    )
    .optional(),
});

/** The `##` parts of a service file, in page order. */
export const SERVICE_SECTIONS = [
  "What it is",
  "Who it's for",
  "What's included",
  "How working together goes",
  "What to bring",
  "Frequently asked questions",
] as const;

function isServiceId(id: string): id is ServiceId {
  return (SERVICE_IDS as readonly string[]).includes(id);
}

/** Every service file, in SERVICE_IDS order; each id must have exactly one. */
export function readServices(files: ContentFiles, placeholders: PlaceholderRules): ServiceFile[] {
  const found = files.list("services", ".md");
  for (const relative of found) {
    if (!isServiceId(fileId(relative))) {
      files
        .problemsOf(relative)
        .add(
          `"${fileId(relative)}" is not one of the site's services (${SERVICE_IDS.join(", ")}); adding a service is a developer's change`,
        );
    }
  }
  return SERVICE_IDS.flatMap((id) => {
    const relative = `services/${id}.md`;
    if (!found.includes(relative)) {
      files.problemsOf(relative).add(`every service needs its file; "${id}" has none`);
      return [];
    }
    const file = readMarkdownFile(files, relative, frontMatterSchema, placeholders);
    if (!file) return [];
    const { meta, body } = file;
    const [whatItIs, whoFor, included, steps, bring, faqs] = SERVICE_SECTIONS.map((heading) =>
      body.section(heading),
    );
    const whoBlocks = whoFor?.blocks ?? [];
    const words = {
      description: body.paragraph(whatItIs?.blocks ?? [], '"## What it is"'),
      lede: body.paragraph(body.intro, "The text before the first heading (the page's opening paragraph)"),
      whoItIsFor: {
        paragraph: body.paragraph(whoBlocks.slice(0, 1), `"## Who it's for"`),
        bullets: body.list(whoBlocks[1], `the list under "## Who it's for"`, false),
      },
      included: body
        .titledList(included?.blocks[0], `"## What's included"`, false)
        .map(({ title, text }) => ({ feature: title, explanation: text })),
      steps: body.titledList(steps?.blocks[0], '"## How working together goes"', true),
      whatToBring: body.list(bring?.blocks[0], '"## What to bring"', false),
      faqs: body.questions(faqs?.blocks ?? [], '"## Frequently asked questions"'),
    };
    for (const [section, count] of [
      [whoFor, 2],
      [included, 1],
      [steps, 1],
      [bring, 1],
    ] as const) {
      if (section && section.blocks.length > count) {
        file.problems.add(
          `"## ${section.heading}" has more than it should: ${count === 2 ? "one paragraph, then one list" : "one list"}`,
          {
            line: section.blocks[count]?.line,
          },
        );
      }
    }
    body.finish(SERVICE_SECTIONS);
    if (!meta) return [];
    const {
      title,
      shortDescription,
      icon,
      relatedIndustries,
      relatedServices,
      bookingEvent,
      brands = {},
    } = meta;
    const { description, ...page } = words;
    return [
      {
        content: {
          id,
          title,
          shortDescription,
          description,
          icon,
          ...page,
          relatedIndustries,
          relatedServices,
          ...(bookingEvent ? { bookingEvent } : {}),
        },
        brands,
      },
    ];
  });
}
