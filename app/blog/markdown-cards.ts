/**
 * The common cards of Ghost's editor in the Markdown posts of the built-in blog, as `:::` blocks that
 * open on a line of their own and close with a line holding only `:::`. They render to the markup
 * Ghost gives the same cards, so cards.server.ts and the post stylesheet treat both sources alike.
 * The syntax is documented for writers in content/README.md:
 *
 *     :::callout 💡 blue          emoji and colour optional (grey, white, blue, green, yellow, red,
 *     Markdown text                pink, purple, accent); blue when no colour is given
 *     :::
 *
 *     :::toggle The question       the heading is the rest of the opening line; the answer is Markdown
 *     The answer
 *     :::
 *
 *     :::button center            left or center (the default); one link inside
 *     [Schedule a consultation](/schedule)
 *     :::
 *
 *     :::image wide               regular (the default), wide or full; one image, then an optional caption
 *     ![Alt text](/blog-images/ohio-taxes.svg)
 *     The caption
 *     :::
 *
 * Blocks do not nest. A malformed block throws, and the files source reports the post's file.
 */
import type { MarkedExtension, RendererThis, Token, TokenizerThis, Tokens } from "marked";

export const CALLOUT_COLOURS = [
  "grey",
  "white",
  "blue",
  "green",
  "yellow",
  "red",
  "pink",
  "purple",
  "accent",
] as const;
const BUTTON_ALIGNMENTS = ["left", "center"] as const;
const IMAGE_WIDTHS = ["regular", "wide", "full"] as const;
export const MARKDOWN_CARDS = ["callout", "toggle", "button", "image"] as const;
type CardName = (typeof MARKDOWN_CARDS)[number];

interface CardToken extends Tokens.Generic {
  type: "ghostCard";
  card: CardName;
  args: string[];
  /** The heading (toggle), the link (button) or the caption (image), as inline tokens. */
  inline: Token[];
  /** The body (callout, toggle), as block tokens. */
  tokens: Token[];
  image?: { src: string; alt: string; title: string | null };
}

const OPENING = /^:::([A-Za-z-]*)[ \t]*([^\n]*)\n/;
const BLOCK = /^:::([A-Za-z-]*)[ \t]*([^\n]*)\n([\s\S]*?)\n?^:::[ \t]*(?:\n+|$)/m;
const LINK_ONLY = /^\[([^\]\n]+)\]\(\s*(\S+?)\s*\)$/;
const IMAGE_LINE = /^!\[([^\]\n]*)\]\(\s*(\S+?)(?:\s+"([^"\n]*)")?\s*\)$/;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
  what: string,
): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`${what} '${value}' is not one of ${allowed.join(", ")}`);
}

function tokenize(this: TokenizerThis, src: string): CardToken | undefined {
  const opening = OPENING.exec(src);
  if (!opening) return undefined;
  const card = opening[1] as CardName;
  if (!(MARKDOWN_CARDS as readonly string[]).includes(card))
    throw new Error(
      `':::${opening[1]}' is not a card; use one of ${MARKDOWN_CARDS.map((name) => `:::${name}`).join(", ")}`,
    );
  const match = BLOCK.exec(src);
  if (!match || match.index !== 0) throw new Error(`':::${card}' is not closed by a line holding only ':::'`);
  const rest = match[2]!.trim();
  const body = match[3]!.trim();
  const token: CardToken = {
    type: "ghostCard",
    raw: match[0],
    card,
    args: rest ? rest.split(/\s+/) : [],
    inline: [],
    tokens: [],
  };

  if (card === "toggle") {
    if (!rest)
      throw new Error(
        "':::toggle' needs its heading on the opening line, like ':::toggle What is due in April?'",
      );
    token.inline = this.lexer.inline(rest);
    this.lexer.blockTokens(body, token.tokens);
  } else if (card === "callout") {
    this.lexer.blockTokens(body, token.tokens);
  } else if (card === "button") {
    if (!LINK_ONLY.test(body))
      throw new Error("':::button' holds exactly one link, like [Schedule a consultation](/schedule)");
    token.inline = this.lexer.inline(body);
  } else {
    const [first = "", ...caption] = body.split("\n");
    const image = IMAGE_LINE.exec(first.trim());
    if (!image)
      throw new Error("':::image' starts with one image, like ![Alt text](/blog-images/ohio-taxes.svg)");
    token.image = { alt: image[1]!, src: image[2]!, title: image[3] ?? null };
    token.inline = this.lexer.inline(caption.join("\n").trim());
  }
  return token;
}

function render(this: RendererThis, generic: Tokens.Generic): string {
  const token = generic as CardToken;
  const [first, second] = token.args;
  switch (token.card) {
    case "callout": {
      const colourFirst = first !== undefined && (CALLOUT_COLOURS as readonly string[]).includes(first);
      const emoji = colourFirst ? undefined : first;
      const colour = oneOf(colourFirst ? first : second, CALLOUT_COLOURS, "blue", "Callout colour");
      // One paragraph reads as Ghost's callout text (inline); more stay blocks.
      const only =
        token.tokens.length === 1 && token.tokens[0]!.type === "paragraph"
          ? (token.tokens[0] as Tokens.Paragraph)
          : null;
      const text = only ? this.parser.parseInline(only.tokens) : this.parser.parse(token.tokens);
      return `<div class="kg-card kg-callout-card kg-callout-card-${colour}">${emoji ? `<div class="kg-callout-emoji">${escapeAttribute(emoji)}</div>` : ""}<div class="kg-callout-text">${text}</div></div>\n`;
    }
    case "toggle":
      return `<div class="kg-card kg-toggle-card" data-kg-toggle-state="close"><div class="kg-toggle-heading"><h4 class="kg-toggle-heading-text">${this.parser.parseInline(token.inline)}</h4></div><div class="kg-toggle-content">${this.parser.parse(token.tokens)}</div></div>\n`;
    case "button": {
      const alignment = oneOf(first, BUTTON_ALIGNMENTS, "center", "Button alignment");
      const link = token.inline[0] as Tokens.Link;
      return `<div class="kg-card kg-button-card kg-align-${alignment}"><a href="${escapeAttribute(link.href)}" class="kg-btn kg-btn-accent">${this.parser.parseInline(link.tokens)}</a></div>\n`;
    }
    case "image": {
      const width = oneOf(first, IMAGE_WIDTHS, "regular", "Image width");
      const image = token.image!;
      const caption = this.parser.parseInline(token.inline);
      const classes = [
        "kg-card",
        "kg-image-card",
        ...(width === "regular" ? [] : [`kg-width-${width}`]),
        ...(caption ? ["kg-card-hascaption"] : []),
      ];
      const title = image.title ? ` title="${escapeAttribute(image.title)}"` : "";
      return `<figure class="${classes.join(" ")}"><img src="${escapeAttribute(image.src)}" class="kg-image" alt="${escapeAttribute(image.alt)}"${title} loading="lazy">${caption ? `<figcaption>${caption}</figcaption>` : ""}</figure>\n`;
    }
  }
}

/** The `:::` card blocks as a marked extension. */
export function markdownCards(): MarkedExtension {
  return {
    extensions: [
      {
        name: "ghostCard",
        level: "block",
        start: (src) => /^:::/m.exec(src)?.index,
        tokenizer: tokenize,
        renderer: render,
      },
    ],
  };
}
