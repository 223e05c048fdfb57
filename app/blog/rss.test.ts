// @vitest-environment jsdom
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { absolutizeHtml, buildRssFeed, cdata, escapeXml, rfc822 } from "./rss";
import { EMPTY_POST_SETTINGS, type BlogPost } from "./types";

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  const error = doc.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

const CONTENT_NS = "http://purl.org/rss/1.0/modules/content/";

function post(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: "6650f0c2a1b2c3d4e5f60718",
    uuid: "0d6f2c1e-7b1a-5c3d-8e9f-0a1b2c3d4e5f",
    title: "Ohio's CAT: under $6 million <you're> done",
    slug: "ohio-cat-6-million-exclusion",
    html: '<p>See <a href="/services/business-tax">business tax</a> and <a href="https://tax.ohio.gov/">ODT</a>.</p><img src="/blog-images/ohio-taxes.svg" srcset="/a.png 1x, https://cdn.example/b.png 2x" alt="">',
    mobiledoc: null,
    lexical: null,
    feature_image: "/blog-images/ohio-taxes.svg",
    featured: false,
    visibility: "public",
    created_at: "2026-04-02T14:00:00.000Z",
    updated_at: null,
    published_at: "2026-04-02T14:00:00.000Z",
    custom_excerpt: "Most small businesses no longer owe it & no longer file it.",
    excerpt: null,
    reading_time: 3,
    primary_tag: { slug: "ohio-taxes", name: "Ohio Taxes" },
    tags: [
      { slug: "ohio-taxes", name: "Ohio Taxes" },
      { slug: "small-business", name: "Small Business" },
    ],
    primary_author: {
      id: "t",
      name: "The Dresden Tax Team",
      profile_image: null,
      bio: null,
      website: null,
      slug: "t",
    },
    url: "/blog/ohio-cat-6-million-exclusion",
    ...EMPTY_POST_SETTINGS,
    ...overrides,
  };
}

const channel = {
  siteUrl: "https://browncoconsulting.com",
  title: "Brown & Co News",
  description: "Advice for Ohio businesses.",
};

describe("buildRssFeed", () => {
  it("is a well-formed RSS 2.0 document with the channel on the brand's origin", () => {
    const doc = parse(buildRssFeed(channel, [post()]));
    expect(doc.documentElement.tagName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const ch = doc.getElementsByTagName("channel")[0]!;
    expect(ch.getElementsByTagName("title")[0]?.textContent).toBe("Brown & Co News");
    expect(ch.getElementsByTagName("link")[0]?.textContent).toBe("https://browncoconsulting.com/blog");
    expect(ch.getElementsByTagName("description")[0]?.textContent).toBe("Advice for Ohio businesses.");
    expect(ch.getElementsByTagName("atom:link")[0]?.getAttribute("href")).toBe(
      "https://browncoconsulting.com/rss.xml",
    );
    expect(ch.getElementsByTagName("lastBuildDate")[0]?.textContent).toBe("Thu, 02 Apr 2026 14:00:00 GMT");
  });

  it("gives each item its title, absolute link, guid, date, categories, author and full content", () => {
    const xml = buildRssFeed(channel, [post()]);
    const doc = parse(xml);
    const item = doc.getElementsByTagName("item")[0]!;
    const text = (name: string) => item.getElementsByTagName(name)[0]?.textContent;
    expect(text("title")).toBe("Ohio's CAT: under $6 million <you're> done");
    expect(text("link")).toBe("https://browncoconsulting.com/blog/ohio-cat-6-million-exclusion");
    // The post's id, never its uuid (which opens its drafts through Ghost's preview address).
    expect(text("guid")).toBe("6650f0c2a1b2c3d4e5f60718");
    expect(xml).not.toContain("0d6f2c1e-7b1a-5c3d-8e9f-0a1b2c3d4e5f");
    expect(item.getElementsByTagName("guid")[0]?.getAttribute("isPermaLink")).toBe("false");
    expect(text("description")).toBe("Most small businesses no longer owe it & no longer file it.");
    expect(text("pubDate")).toBe("Thu, 02 Apr 2026 14:00:00 GMT");
    expect(text("dc:creator")).toBe("The Dresden Tax Team");
    expect([...item.getElementsByTagName("category")].map((c) => c.textContent)).toEqual([
      "Ohio Taxes",
      "Small Business",
    ]);
    const content = item.getElementsByTagNameNS(CONTENT_NS, "encoded")[0]?.textContent ?? "";
    expect(content).toContain(
      '<img src="https://browncoconsulting.com/blog-images/ohio-taxes.svg" alt="" />',
    );
    expect(content).toContain('href="https://browncoconsulting.com/services/business-tax"');
    expect(content).toContain('href="https://tax.ohio.gov/"');
    expect(content).toContain(
      'srcset="https://browncoconsulting.com/a.png 1x, https://cdn.example/b.png 2x"',
    );
  });

  it("keeps items in the order given and lists a post without a body by its excerpt only", () => {
    const doc = parse(
      buildRssFeed(channel, [
        post({ slug: "newer", uuid: "u1", html: null }),
        post({ slug: "older", uuid: "u2" }),
      ]),
    );
    const items = [...doc.getElementsByTagName("item")];
    expect(items.map((i) => i.getElementsByTagName("link")[0]?.textContent)).toEqual([
      "https://browncoconsulting.com/blog/newer",
      "https://browncoconsulting.com/blog/older",
    ]);
    expect(items[0]!.getElementsByTagNameNS(CONTENT_NS, "encoded")).toHaveLength(0);
    expect(items[1]!.getElementsByTagNameNS(CONTENT_NS, "encoded")).toHaveLength(1);
  });

  it("is a valid empty channel when there are no posts", () => {
    const doc = parse(buildRssFeed(channel, []));
    expect(doc.getElementsByTagName("item")).toHaveLength(0);
    expect(doc.getElementsByTagName("lastBuildDate")).toHaveLength(0);
  });

  it("stays well-formed whatever the text and HTML contain", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary" }),
        fc.string({ unit: "binary" }),
        fc.string({ unit: "binary" }),
        (title, html, author) => {
          const xml = buildRssFeed(channel, [
            post({
              title,
              html,
              primary_author: { ...post().primary_author, name: author },
              tags: [{ slug: "x", name: title }],
            }),
          ]);
          const doc = parse(xml);
          const item = doc.getElementsByTagName("item")[0]!;
          // Control characters XML cannot carry are dropped; everything else survives.
          const allowed = (code: number) =>
            code === 0x9 ||
            code === 0xa ||
            code === 0xd ||
            (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
          const clean = (value: string) =>
            Array.from(value.toWellFormed())
              .filter((char) => allowed(char.codePointAt(0)!))
              .join("");
          expect(item.getElementsByTagName("title")[0]?.textContent).toBe(
            clean(title).replace(/\r\n?/g, "\n"),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("helpers", () => {
  it("escapes the five XML characters", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
  });

  it("splits a CDATA terminator inside content", () => {
    const doc = parse(`<x>${cdata("a]]>b")}</x>`);
    expect(doc.documentElement.textContent).toBe("a]]>b");
  });

  it("leaves absolute, protocol-relative, mail and fragment links alone", () => {
    const html =
      '<a href="//cdn.example/x">a</a><a href="mailto:a@b.c">b</a><a href="#top">c</a><a href="https://x.example/">d</a>';
    expect(absolutizeHtml(html, "https://dresdentax.com")).toBe(html);
  });

  it("formats RFC 822 dates and rejects bad ones", () => {
    expect(rfc822("2026-01-05T09:30:00Z")).toBe("Mon, 05 Jan 2026 09:30:00 GMT");
    expect(rfc822("soon")).toBeNull();
    expect(rfc822(null)).toBeNull();
  });
});
