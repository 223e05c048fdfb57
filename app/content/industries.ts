/**
 * content/industries/<id>.md: one file per industry the firm serves. The file name is the industry's
 * address (/industries/<id>) and `order` places it among the others, so adding an industry is adding a
 * file (and its picture, public/industries/<id>.svg). The front matter holds the short facts; the body
 * the page's words under the page's own headings.
 */
import { z } from "zod";
import { SERVICE_IDS, type ServiceId } from "../brands/types.ts";
import { ID_PATTERN } from "./fields.ts";
import { fileId, type ContentFiles } from "./files.server.ts";
import { SITE_ICON_NAMES, type SiteIconName } from "./icons.ts";
import { readMarkdownFile, type Faq, type TitledText } from "./markdown.ts";
import type { PlaceholderRules } from "./placeholders.ts";

/** An industry's id: the name of its file, and the last part of its address. */
export type IndustryId = string;

export interface IndustryContent {
  id: IndustryId;
  name: string;
  /** One sentence for cards, the carousel and the footer. */
  shortDescription: string;
  icon: SiteIconName;
  /** The paragraph under the page title. */
  lede: string;
  /** What is particular about this industry's taxes and books in Ohio. */
  realities: readonly TitledText[];
  howWeHelp: readonly TitledText[];
  relatedServices: readonly ServiceId[];
  faqs: readonly Faq[];
}

const frontMatterSchema = z.strictObject({
  name: z.string().min(1),
  short_description: z.string().min(1),
  icon: z.enum(SITE_ICON_NAMES),
  /** Where the industry stands in lists: lowest first. */
  order: z.number().int().positive(),
  related_services: z.array(z.enum(SERVICE_IDS)).min(1),
});

/** The `##` parts of an industry file, in page order. */
export const INDUSTRY_SECTIONS = [
  "The realities in Ohio",
  "How we help",
  "Frequently asked questions",
] as const;

/** Every industry file, in `order`. */
export function readIndustries(files: ContentFiles, placeholders: PlaceholderRules): IndustryContent[] {
  const industries: { order: number; content: IndustryContent; file: string }[] = [];
  for (const relative of files.list("industries", ".md")) {
    const id = fileId(relative);
    const file = readMarkdownFile(files, relative, frontMatterSchema, placeholders);
    if (!file) continue;
    const { meta, body, problems } = file;
    if (!ID_PATTERN.test(id)) {
      problems.add(
        "the file name is the page's address: use lowercase words joined by hyphens, such as farm-and-agriculture.md",
      );
    }
    if (!files.hasPublicFile(`/industries/${id}.svg`)) {
      problems.add(
        `every industry needs a picture at public/industries/${id}.svg (copy one of the others to start)`,
      );
    }
    const [realities, howWeHelp, faqs] = INDUSTRY_SECTIONS.map((heading) => body.section(heading));
    for (const section of [realities, howWeHelp]) {
      if (section && section.blocks.length > 1) {
        problems.add(`"## ${section.heading}" holds one list`, { line: section.blocks[1]?.line });
      }
    }
    const words = {
      lede: body.paragraph(body.intro, "The text before the first heading (the page's opening paragraph)"),
      realities: body.titledList(realities?.blocks[0], '"## The realities in Ohio"', false),
      howWeHelp: body.titledList(howWeHelp?.blocks[0], '"## How we help"', false),
      faqs: body.questions(faqs?.blocks ?? [], '"## Frequently asked questions"'),
    };
    body.finish(INDUSTRY_SECTIONS);
    if (!meta) continue;
    const clash = industries.find((other) => other.order === meta.order);
    if (clash)
      problems.add(`order ${meta.order} is taken by ${clash.file}; give each industry its own number`, {
        field: "order",
      });
    const { name, shortDescription, icon, relatedServices } = meta;
    const { lede, faqs: questions } = words;
    industries.push({
      order: meta.order,
      file: files.display(relative),
      content: {
        id,
        name,
        shortDescription,
        icon,
        lede,
        realities: words.realities,
        howWeHelp: words.howWeHelp,
        relatedServices,
        faqs: questions,
      },
    });
  }
  if (industries.length === 0) files.problemsOf("industries").add("there must be at least one industry");
  return industries.sort((a, b) => a.order - b.order).map((industry) => industry.content);
}
