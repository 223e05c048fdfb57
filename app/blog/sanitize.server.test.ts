import { describe, expect, it } from "vitest";
import { isExternalHref, sanitizeBlogHtml, sanitizeInlineHtml } from "./sanitize.server";

describe("sanitizeBlogHtml", () => {
  it("removes scripts with their content", () => {
    const out = sanitizeBlogHtml(
      '<p>Hi</p><script>alert("x")</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>',
    );
    expect(out).toBe("<p>Hi</p>");
  });

  it("removes event handlers and inline styles", () => {
    const out = sanitizeBlogHtml(
      '<p onclick="steal()" style="color:red" class="lead">Text</p><img src="https://images.unsplash.com/a.jpg" onerror="x()">',
    );
    expect(out).not.toMatch(/onclick|onerror|style=/i);
    expect(out).toContain('<p class="lead">Text</p>');
  });

  it("removes <style> blocks", () => {
    expect(sanitizeBlogHtml("<style>body{display:none}</style><p>x</p>")).toBe("<p>x</p>");
  });

  it("removes javascript: and data: URLs", () => {
    const out = sanitizeBlogHtml(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><img src="data:image/png;base64,AAA">',
    );
    expect(out).not.toMatch(/javascript|data:/i);
  });

  it("keeps YouTube, youtube-nocookie and Vimeo iframes, lazy", () => {
    for (const src of [
      "https://www.youtube.com/embed/abc123",
      "https://www.youtube-nocookie.com/embed/abc123",
      "https://player.vimeo.com/video/123",
    ]) {
      const out = sanitizeBlogHtml(`<iframe src="${src}" width="560" height="315" allowfullscreen></iframe>`);
      expect(out).toContain(`src="${src}"`);
      expect(out).toContain('loading="lazy"');
    }
  });

  it("drops iframes from any other host or scheme", () => {
    for (const src of [
      "https://evil.example/embed",
      "http://www.youtube.com/embed/abc",
      "//www.youtube.com/embed/abc",
      "/local/frame",
      "https://www.youtube.com.evil.example/embed",
    ]) {
      expect(sanitizeBlogHtml(`<p>a</p><iframe src="${src}"></iframe>`), src).toBe("<p>a</p>");
    }
  });

  it("makes images lazy", () => {
    const out = sanitizeBlogHtml('<img src="https://dresdentax.com/a.png" alt="Form W-2" loading="eager">');
    expect(out).toContain('loading="lazy"');
    expect(out).toContain('alt="Form W-2"');
  });

  it("adds rel=noopener noreferrer to links to other hosts, and only to those", () => {
    const out = sanitizeBlogHtml(
      '<a href="https://www.irs.gov/forms" rel="opener">IRS</a> <a href="https://dresdentax.com/contact">us</a> <a href="/blog/x">post</a> <a href="https://www.dresdenpayroll.com/">payroll</a>',
    );
    expect(out).toContain('<a href="https://www.irs.gov/forms" rel="noopener noreferrer">IRS</a>');
    expect(out).toContain('<a href="https://dresdentax.com/contact">us</a>');
    expect(out).toContain('<a href="/blog/x">post</a>');
    expect(out).toContain('<a href="https://www.dresdenpayroll.com/">payroll</a>');
  });

  it("protects links that open a new window even on our own hosts", () => {
    expect(sanitizeBlogHtml('<a href="/x" target="_blank">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("keeps ordinary article markup", () => {
    const html =
      '<h2 id="deadlines">Deadlines</h2><ul><li><strong>April 15</strong></li></ul><blockquote>q</blockquote><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>';
    expect(sanitizeBlogHtml(html)).toBe(html);
  });
});

describe("sanitizeBlogHtml: what cards need", () => {
  const callout = (style: string) => `<div class="kg-card kg-callout-card" style="${style}">Note</div>`;

  it("keeps the colours Ghost writes on cards, with checked values only", () => {
    expect(sanitizeBlogHtml(callout("background-color: #153052; color: rgb(255, 255, 255)"))).toBe(
      '<div class="kg-card kg-callout-card" style="background-color:#153052;color:rgb(255, 255, 255)">Note</div>',
    );
    for (const bad of [
      "color: red",
      "color: expression(alert(1))",
      "background-color: var(--x)",
      "color: #12345g",
      "background-image: url(javascript:alert(1))",
      "background-image: url('https://a.example/x.png') , url(https://b.example/y.png)",
      "background-image: url(https://a.example/x.png\\) ",
      "background-image: url(//a.example/x.png)",
      "position: fixed",
      "display: none",
    ]) {
      expect(sanitizeBlogHtml(callout(bad)), bad).toBe('<div class="kg-card kg-callout-card">Note</div>');
    }
    expect(
      sanitizeBlogHtml(callout("background-image: url(https://cms.example.com/content/images/a.png)")),
    ).toContain('style="background-image:url(https://cms.example.com/content/images/a.png)"');
  });

  it("keeps data-kg-* notes and drops other data attributes", () => {
    expect(
      sanitizeBlogHtml(
        '<figure data-kg-thumbnail="https://x.example/t.png" data-members-form="signup">x</figure>',
      ),
    ).toBe('<figure data-kg-thumbnail="https://x.example/t.png">x</figure>');
  });

  it("keeps video and audio from http(s) only, with no script-driven attributes", () => {
    expect(
      sanitizeBlogHtml(
        '<video src="https://cms.example.com/v.mp4" poster="https://cms.example.com/t.png" controls onplay="x()" width="640" height="360"></video>',
      ),
    ).toBe(
      '<video src="https://cms.example.com/v.mp4" poster="https://cms.example.com/t.png" controls width="640" height="360"></video>',
    );
    expect(
      sanitizeBlogHtml('<video src="javascript:alert(1)" poster="javascript:alert(2)" controls></video>'),
    ).toBe("<video controls></video>");
    expect(sanitizeBlogHtml('<audio src="data:audio/wav;base64,AAA" controls></audio>')).toBe(
      "<audio controls></audio>",
    );
  });

  it("lets a rating be an image with a name, and no other role", () => {
    expect(sanitizeBlogHtml('<div role="img" aria-label="Rated 4 out of 5"></div>')).toBe(
      '<div role="img" aria-label="Rated 4 out of 5"></div>',
    );
    expect(sanitizeBlogHtml('<div role="button" onclick="x()">x</div>')).toBe("<div>x</div>");
  });

  it("turns a toggle card into <details> that works without scripts", () => {
    const out = sanitizeBlogHtml(
      '<div class="kg-card kg-toggle-card" data-kg-toggle-state="close"><div class="kg-toggle-heading"><h4 class="kg-toggle-heading-text">Q?</h4><button class="kg-toggle-card-icon"><svg><path d="M0 0"></path></svg></button></div><div class="kg-toggle-content"><p>A.</p></div></div>',
    );
    expect(out).toBe(
      '<details class="kg-card kg-toggle-card"><summary class="kg-toggle-heading"><span class="kg-toggle-heading-text">Q?</span></summary><div class="kg-toggle-content"><p>A.</p></div></details>',
    );
  });

  it("points links Ghost made absolute on the CMS back at this site", () => {
    expect(
      sanitizeBlogHtml('<a href="http://127.0.0.1:2368/contact">Contact</a>', {
        cmsUrl: "http://127.0.0.1:2368",
      }),
    ).toBe('<a href="/contact">Contact</a>');
  });
});

describe("sanitizeInlineHtml", () => {
  it("keeps a caption's links and emphasis, protected like post links, and nothing else", () => {
    expect(
      sanitizeInlineHtml(
        ' Photo: <a href="https://unsplash.com/@x" onclick="y()">Jo</a> <em>(2026)</em><script>z()</script><p style="color:red">more</p> ',
      ),
    ).toBe('Photo: <a href="https://unsplash.com/@x" rel="noopener noreferrer">Jo</a> <em>(2026)</em>more');
    expect(sanitizeInlineHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
  });
});

describe("isExternalHref", () => {
  it("treats relative links, fragments, mail and phone links as internal", () => {
    for (const href of ["/contact", "#top", "mailto:info@dresdentax.com", "tel:+17407540800", "blog/x"]) {
      expect(isExternalHref(href), href).toBe(false);
    }
  });

  it("treats other hosts, including look-alikes, as external", () => {
    expect(isExternalHref("https://tax.ohio.gov/")).toBe(true);
    expect(isExternalHref("https://dresdentax.com.evil.example/")).toBe(true);
    expect(isExternalHref("//evil.example/")).toBe(true);
  });
});
