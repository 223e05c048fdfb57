/**
 * Markdown content files: YAML front matter, then a body whose `##` headings name the parts of a page
 * (`## What to bring`), in the words the page itself uses. The body is read as structure, not rendered
 * as HTML: a paragraph is a string, a list is a list of strings, `- **Title**: text` is a titled item and
 * `### A question?` with the paragraph under it is a question and its answer. Pages show these as plain
 * text, so formatting (emphasis, links, HTML) is reported as a problem rather than dropped silently.
 */
import { Lexer, type Token, type Tokens } from "marked";
import type { z } from "zod";
import type { ContentFiles } from "./files.server.ts";
import { resolvePlaceholders, type PlaceholderRules } from "./placeholders.ts";
import type { FileProblems } from "./problems.ts";
import { readYaml, type Camelized } from "./yaml.ts";

/** Front matter between two `---` lines at the top of the file, then the body. */
export const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export interface MarkdownSource {
  frontMatter: string;
  body: string;
  /** File line of the body's first line. */
  bodyLine: number;
}

export function splitFrontMatter(source: string, problems: FileProblems): MarkdownSource | undefined {
  const match = FRONT_MATTER.exec(source);
  if (!match) {
    problems.add("the file must start with front matter: a line `---`, the fields, and another `---`", {
      line: 1,
    });
    return undefined;
  }
  const frontMatter = match[1] ?? "";
  return { frontMatter, body: match[2] ?? "", bodyLine: frontMatter.split("\n").length + 3 };
}

/** A block of the body (paragraph, list, `###` heading) and the file line it starts on. */
export interface Block {
  token: Token;
  line: number;
}

/** A `##` heading and the blocks under it, up to the next `##`. */
export interface Section {
  heading: string;
  line: number;
  blocks: Block[];
}

export interface TitledText {
  title: string;
  text: string;
}

export interface Faq {
  question: string;
  answer: string;
}

function countLines(text: string): number {
  return text.split("\n").length - 1;
}

function describeToken(token: Token): string {
  const raw = token.raw.trim();
  return raw.length > 40 ? `${raw.slice(0, 40)}…` : raw;
}

const HTML_ENTITY = /&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;

/**
 * The body of one Markdown file, read part by part. Each reader method reports what does not fit to
 * the file's problems and returns what it could read; `finish` reports `##` parts no reader asked for.
 */
export class MarkdownBody {
  /** Blocks before the first `##` heading. */
  readonly intro: Block[] = [];
  private readonly sections: Section[] = [];
  private readonly used = new Set<Section>();

  readonly problems: FileProblems;
  private readonly placeholders: PlaceholderRules;

  constructor(body: string, firstLine: number, problems: FileProblems, placeholders: PlaceholderRules) {
    this.problems = problems;
    this.placeholders = placeholders;
    let line = firstLine;
    let current: Section | undefined;
    for (const token of Lexer.lex(body, { gfm: true })) {
      const block = { token, line };
      line += countLines(token.raw);
      if (token.type === "space") continue;
      if (token.type === "heading" && token.depth <= 2) {
        if (token.depth === 1)
          problems.add("headings start at `##`: the page's title comes from the front matter", {
            line: block.line,
          });
        current = { heading: this.text(token.tokens ?? [], block.line), line: block.line, blocks: [] };
        const duplicate = this.sections.find((section) => section.heading === current?.heading);
        if (duplicate)
          problems.add(`"## ${current.heading}" appears twice (first on line ${duplicate.line})`, {
            line: block.line,
          });
        this.sections.push(current);
      } else if (current) {
        current.blocks.push(block);
      } else {
        this.intro.push(block);
      }
    }
  }

  /** The headings of the `##` parts, in file order. */
  headings(): string[] {
    return this.sections.map((section) => section.heading);
  }

  /** The `##` part with this heading; a missing required part is a problem. */
  section(heading: string, required = true): Section | undefined {
    const section = this.sections.find((candidate) => candidate.heading === heading);
    if (section) this.used.add(section);
    else if (required) this.problems.add(`the part "## ${heading}" is missing`);
    return section;
  }

  /** Every `##` part in file order (for pages whose parts are free, such as the legal pages). */
  allSections(): Section[] {
    for (const section of this.sections) this.used.add(section);
    return [...this.sections];
  }

  /** Reports the `##` parts no reader asked for, naming the ones the file may have. */
  finish(expected: readonly string[]): void {
    for (const section of this.sections) {
      if (this.used.has(section)) continue;
      this.problems.add(
        `"## ${section.heading}" is not a part of this page; its parts are: ${expected.map((h) => `"## ${h}"`).join(", ")}`,
        { line: section.line },
      );
    }
  }

  /** Inline Markdown as the plain text the page shows, placeholders filled in; formatting is a problem. */
  text(tokens: readonly Token[], line: number): string {
    let text = "";
    for (const token of tokens) {
      if (token.type === "text") {
        const nested = (token as Tokens.Text).tokens;
        text += nested ? this.text(nested, line) : token.text;
      } else if (token.type === "escape") {
        text += token.text;
      } else if (token.type === "link" && token.raw === token.text) {
        // A bare web address (GitHub's autolinks): shown as written.
        text += token.raw;
      } else {
        this.problems.add(`formatting is not shown on this page, write plain text: ${describeToken(token)}`, {
          line,
        });
        text += token.raw;
      }
    }
    if (HTML_ENTITY.test(text)) {
      this.problems.add(
        `write the character itself instead of an HTML code such as ${HTML_ENTITY.exec(text)?.[0]}`,
        { line },
      );
    }
    return resolvePlaceholders(
      text.replace(/[ \t]*\n[ \t]*/g, " ").trim(),
      this.placeholders,
      this.problems,
      { line },
    );
  }

  /** Every block must be a paragraph; their texts in order. */
  paragraphs(blocks: readonly Block[], where: string): string[] {
    return blocks.flatMap((block) => {
      if (block.token.type === "paragraph") return [this.text(block.token.tokens ?? [], block.line)];
      this.problems.add(`${where} holds only paragraphs of text, not ${this.kind(block.token)}`, {
        line: block.line,
      });
      return [];
    });
  }

  /** Exactly one paragraph. */
  paragraph(blocks: readonly Block[], where: string): string {
    const paragraphs = this.paragraphs(blocks, where);
    if (paragraphs.length !== 1 && blocks.every((block) => block.token.type === "paragraph")) {
      this.problems.add(`${where} must be one paragraph, not ${paragraphs.length}`, {
        line: blocks[1]?.line ?? blocks[0]?.line,
      });
    }
    return paragraphs[0] ?? "";
  }

  /** The items of a list block, each with its line. */
  listItems(block: Block | undefined, where: string, ordered?: boolean): { tokens: Token[]; line: number }[] {
    if (!block || block.token.type !== "list") {
      this.problems.add(`${where} must be a list (lines starting with ${ordered ? "1., 2., 3." : "-"})`, {
        line: block?.line,
      });
      return [];
    }
    const list = block.token as Tokens.List;
    if (ordered !== undefined && list.ordered !== ordered) {
      this.problems.add(
        `${where} must be a ${ordered ? "numbered list (1., 2., 3.)" : "list of lines starting with -"}`,
        { line: block.line },
      );
    }
    let line = block.line;
    return list.items.map((item) => {
      const itemLine = line;
      line += countLines(item.raw);
      const inner = item.tokens.filter((token) => token.type !== "space");
      const only = inner[0];
      if (inner.length !== 1 || !only || (only.type !== "text" && only.type !== "paragraph")) {
        this.problems.add(`each item of ${where} is one line of text (no lists inside lists)`, {
          line: itemLine,
        });
        return { tokens: [], line: itemLine };
      }
      return { tokens: (only as Tokens.Text | Tokens.Paragraph).tokens ?? [], line: itemLine };
    });
  }

  /** A list of plain lines. */
  list(block: Block | undefined, where: string, ordered?: boolean): string[] {
    return this.listItems(block, where, ordered).map((item) => this.text(item.tokens, item.line));
  }

  /** A list whose items read `**Title**: text`. */
  titledList(block: Block | undefined, where: string, ordered?: boolean): TitledText[] {
    return this.listItems(block, where, ordered).map((item) => {
      const [first, ...rest] = item.tokens;
      const text = this.text(rest, item.line);
      if (first?.type !== "strong" || !text.startsWith(":")) {
        this.problems.add(
          `each item of ${where} reads "**Title**: text" (the title in double asterisks, then a colon)`,
          { line: item.line },
        );
        return { title: "", text: "" };
      }
      return { title: this.text((first as Tokens.Strong).tokens, item.line), text: text.slice(1).trim() };
    });
  }

  /** `### Question?` headings, each followed by its answer in one paragraph. */
  questions(blocks: readonly Block[], where: string): Faq[] {
    const faqs: Faq[] = [];
    let answer: Block[] = [];
    let question: Block | undefined;
    const close = () => {
      if (question?.token.type === "heading") {
        const text = this.text(question.token.tokens ?? [], question.line);
        if (answer.length === 0)
          this.problems.add(`the question "${text}" has no answer under it`, { line: question.line });
        else faqs.push({ question: text, answer: this.paragraph(answer, `the answer to "${text}"`) });
      }
      answer = [];
    };
    for (const block of blocks) {
      if (block.token.type === "heading" && block.token.depth === 3) {
        close();
        question = block;
      } else if (!question) {
        this.problems.add(
          `${where} is a list of questions, each a "### Question?" line with its answer below`,
          { line: block.line },
        );
      } else {
        answer.push(block);
      }
    }
    close();
    return faqs;
  }

  private kind(token: Token): string {
    if (token.type === "list") return "a list";
    if (token.type === "heading") return `a heading (${describeToken(token)})`;
    return describeToken(token);
  }
}

/**
 * A Markdown file read: its front matter checked against `schema` (undefined when it has problems; the
 * body is still read, so one run reports the problems of both), and its body ready to read.
 */
export interface MarkdownFile<Meta> {
  meta: Meta | undefined;
  body: MarkdownBody;
  problems: FileProblems;
}

export function readMarkdownFile<Schema extends z.ZodType>(
  files: ContentFiles,
  relative: string,
  schema: Schema,
  placeholders: PlaceholderRules,
): MarkdownFile<Camelized<z.output<Schema>>> | undefined {
  const source = files.text(relative);
  if (source === undefined) return undefined;
  const problems = files.problemsOf(relative);
  const parts = splitFrontMatter(source, problems);
  if (!parts) return undefined;
  const meta = readYaml(parts.frontMatter, schema, problems, { firstLine: 2, placeholders });
  const body = new MarkdownBody(parts.body, parts.bodyLine, problems, placeholders);
  return { meta, body, problems };
}
