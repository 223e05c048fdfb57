/**
 * content/about.md: the About Us page's words. The opening paragraph comes first; the `##` parts hold
 * the story, the values, how the firm works, the towns it serves and the closing invitation. The
 * story names the firm's brands through `{{ brands.<id>.name }}`, so a rename in app/brands reaches it.
 */
import { z } from "zod";
import type { ContentFiles } from "./files.server.ts";
import { readMarkdownFile, type TitledText } from "./markdown.ts";
import type { PlaceholderRules } from "./placeholders.ts";

export interface TownServed {
  name: string;
  county: string;
}

export interface AboutContent {
  title: string;
  lede: string;
  /** Paragraphs, in order; brand names still as placeholders (app/site/about.ts fills them in). */
  story: readonly string[];
  values: readonly TitledText[];
  howWeWork: readonly TitledText[];
  townsServedIntro: string;
  townsServed: readonly TownServed[];
  closing: string;
}

const frontMatterSchema = z.strictObject({ title: z.string().min(1) });

/** The `##` parts of the About page file, in page order. */
export const ABOUT_SECTIONS = [
  "Our story",
  "What we value",
  "How we work",
  "Towns we serve",
  "Closing",
] as const;

/** "Zanesville (Muskingum County)" */
const TOWN = /^(.+) \((.+) County\)$/;

const ABOUT_FILE = "about.md";

export function readAbout(files: ContentFiles, placeholders: PlaceholderRules): AboutContent | undefined {
  const file = readMarkdownFile(files, ABOUT_FILE, frontMatterSchema, { ...placeholders, brandNames: true });
  if (!file) return undefined;
  const { meta, body, problems } = file;
  const [story, values, howWeWork, towns, closing] = ABOUT_SECTIONS.map((heading) => body.section(heading));
  const townBlocks = towns?.blocks ?? [];
  const townsServed = body
    .listItems(townBlocks[1], `the list under "## Towns we serve"`, false)
    .flatMap((item): TownServed[] => {
      const match = TOWN.exec(body.text(item.tokens, item.line));
      if (match?.[1] && match[2]) return [{ name: match[1], county: match[2] }];
      problems.add('each town reads "Town (County County)", such as "Zanesville (Muskingum County)"', {
        line: item.line,
      });
      return [];
    });
  const content = {
    lede: body.paragraph(body.intro, "The text before the first heading (the page's opening paragraph)"),
    story: body.paragraphs(story?.blocks ?? [], '"## Our story"'),
    values: body.titledList(values?.blocks[0], '"## What we value"', false),
    howWeWork: body.titledList(howWeWork?.blocks[0], '"## How we work"', false),
    townsServedIntro: body.paragraph(townBlocks.slice(0, 1), '"## Towns we serve"'),
    townsServed,
    closing: body.paragraph(closing?.blocks ?? [], '"## Closing"'),
  };
  body.finish(ABOUT_SECTIONS);
  return meta ? { title: meta.title, ...content } : undefined;
}
