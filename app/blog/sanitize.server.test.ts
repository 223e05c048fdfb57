import { describe, expect, it } from "vitest";
import { isExternalHref, sanitizeBlogHtml } from "./sanitize.server";

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
