import { Marked } from "marked";
import { describe, expect, it } from "vitest";
import { markdownCards } from "./markdown-cards";

const render = (markdown: string) =>
  new Marked({ gfm: true, async: false }, markdownCards()).parse(markdown) as string;

describe("Markdown card blocks", () => {
  it("write a callout as Ghost does, emoji and colour optional", () => {
    expect(render(":::callout 💡 yellow\nBring **last year's** return.\n:::\n")).toBe(
      '<div class="kg-card kg-callout-card kg-callout-card-yellow"><div class="kg-callout-emoji">💡</div><div class="kg-callout-text">Bring <strong>last year&#39;s</strong> return.</div></div>\n',
    );
    expect(render(":::callout green\nDone.\n:::")).toBe(
      '<div class="kg-card kg-callout-card kg-callout-card-green"><div class="kg-callout-text">Done.</div></div>\n',
    );
    expect(render(":::callout\nTwo paragraphs.\n\nSecond.\n:::")).toBe(
      '<div class="kg-card kg-callout-card kg-callout-card-blue"><div class="kg-callout-text"><p>Two paragraphs.</p>\n<p>Second.</p>\n</div></div>\n',
    );
  });

  it("write a toggle with its heading from the opening line and a Markdown answer", () => {
    expect(render(":::toggle What is *due* in April?\nYour return.\n\n- and a payment\n:::")).toBe(
      '<div class="kg-card kg-toggle-card" data-kg-toggle-state="close"><div class="kg-toggle-heading"><h4 class="kg-toggle-heading-text">What is <em>due</em> in April?</h4></div><div class="kg-toggle-content"><p>Your return.</p>\n<ul>\n<li>and a payment</li>\n</ul>\n</div></div>\n',
    );
  });

  it("write a button from one link, centred unless told left", () => {
    expect(render(":::button\n[Schedule a consultation](/schedule)\n:::")).toBe(
      '<div class="kg-card kg-button-card kg-align-center"><a href="/schedule" class="kg-btn kg-btn-accent">Schedule a consultation</a></div>\n',
    );
    expect(render(':::button left\n[Call "us"](tel:+17407540800)\n:::')).toContain(
      '<div class="kg-card kg-button-card kg-align-left"><a href="tel:+17407540800" class="kg-btn kg-btn-accent">Call &quot;us&quot;</a>',
    );
  });

  it("write an image card at the width asked for, with its caption", () => {
    expect(
      render(
        ':::image wide\n![A timeline](/blog-images/tax-deadlines.svg "Dates")\nDue dates from the [IRS](https://www.irs.gov/).\n:::',
      ),
    ).toBe(
      '<figure class="kg-card kg-image-card kg-width-wide kg-card-hascaption"><img src="/blog-images/tax-deadlines.svg" class="kg-image" alt="A timeline" title="Dates" loading="lazy"><figcaption>Due dates from the <a href="https://www.irs.gov/">IRS</a>.</figcaption></figure>\n',
    );
    expect(render(":::image\n![Form W-2](/blog-images/payroll.svg)\n:::")).toBe(
      '<figure class="kg-card kg-image-card"><img src="/blog-images/payroll.svg" class="kg-image" alt="Form W-2" loading="lazy"></figure>\n',
    );
  });

  it("sit among ordinary Markdown, even right after a paragraph", () => {
    expect(render("Before.\n:::callout\nNote.\n:::\nAfter.")).toBe(
      '<p>Before.</p>\n<div class="kg-card kg-callout-card kg-callout-card-blue"><div class="kg-callout-text">Note.</div></div>\n<p>After.</p>\n',
    );
  });

  it("say what is wrong with a malformed block", () => {
    const cases: Array<[string, RegExp]> = [
      [":::quote\nx\n:::", /':::quote' is not a card; use one of :::callout, :::toggle, :::button, :::image/],
      [":::callout\nnever closed", /':::callout' is not closed by a line holding only ':::'/],
      [":::callout 💡 orange\nx\n:::", /Callout colour 'orange' is not one of grey, white, blue/],
      [":::toggle\nNo heading\n:::", /':::toggle' needs its heading on the opening line/],
      [":::button\nJust text\n:::", /':::button' holds exactly one link/],
      [":::button right\n[A](/a)\n:::", /Button alignment 'right' is not one of left, center/],
      [":::image\nNo image here\n:::", /':::image' starts with one image/],
      [":::image huge\n![A](/a.svg)\n:::", /Image width 'huge' is not one of regular, wide, full/],
    ];
    for (const [markdown, message] of cases) expect(() => render(markdown), markdown).toThrow(message);
  });
});
