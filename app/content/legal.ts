/**
 * content/legal/<id>.md: the four legal pages, written once for every brand. `{{ brand.name }}`,
 * `{{ brand.email }}` and the other brand placeholders are filled in with the brand of the site the
 * visitor is on (app/site/legal.ts). Each `##` part is a section of the page: its paragraphs, then an
 * optional list, then paragraphs after the list.
 */
import { z } from "zod";
import type { ContentFiles } from "./files.server.ts";
import { readMarkdownFile } from "./markdown.ts";
import type { PlaceholderRules } from "./placeholders.ts";

export const LEGAL_PAGE_IDS = ["privacy-policy", "terms-of-service", "accessibility", "cookies"] as const;
export type LegalPageId = (typeof LEGAL_PAGE_IDS)[number];

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  /** Paragraphs shown after the list. */
  afterList?: readonly string[];
}

/** A legal page as its file holds it: brand placeholders still in the text. */
export interface LegalPageContent {
  id: LegalPageId;
  title: string;
  /** ISO date (YYYY-MM-DD) the page last changed; the page shows it. */
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
}

const frontMatterSchema = z.strictObject({
  title: z.string().min(1),
  last_updated: z.iso.date("a date written as YYYY-MM-DD, such as 2026-11-21"),
});

export function readLegalPages(files: ContentFiles, placeholders: PlaceholderRules): LegalPageContent[] {
  const found = files.list("legal", ".md");
  for (const relative of found) {
    if (!LEGAL_PAGE_IDS.some((id) => relative === `legal/${id}.md`)) {
      files
        .problemsOf(relative)
        .add(
          `the legal pages are ${LEGAL_PAGE_IDS.map((id) => `${id}.md`).join(", ")}; a new page is a developer's change`,
        );
    }
  }
  return LEGAL_PAGE_IDS.flatMap((id) => {
    const relative = `legal/${id}.md`;
    if (!found.includes(relative)) {
      files.problemsOf(relative).add(`the legal page "${id}" needs its file`);
      return [];
    }
    const file = readMarkdownFile(files, relative, frontMatterSchema, { ...placeholders, brand: true });
    if (!file) return [];
    const { meta, body, problems } = file;
    const intro = body.paragraph(
      body.intro,
      "The text before the first heading (the page's opening paragraph)",
    );
    const sections = body.allSections().map((section): LegalSection => {
      const listAt = section.blocks.findIndex((block) => block.token.type === "list");
      const where = `"## ${section.heading}"`;
      if (listAt === -1)
        return { heading: section.heading, paragraphs: body.paragraphs(section.blocks, where) };
      const after = section.blocks.slice(listAt + 1);
      const afterList = body.paragraphs(after, `${where} after its list (one list a section)`);
      return {
        heading: section.heading,
        paragraphs: body.paragraphs(section.blocks.slice(0, listAt), where),
        list: body.list(section.blocks[listAt], where, false),
        ...(after.length > 0 ? { afterList } : {}),
      };
    });
    if (sections.length === 0) problems.add("a legal page has at least one ## section");
    return meta ? [{ id, title: meta.title, lastUpdated: meta.lastUpdated, intro, sections }] : [];
  });
}
