import { describe, expect, it } from "vitest";
import { SIGNUP_CONTACT_PATH, parseColour, parseStyle, readableTextColour, shapeCards } from "./cards.server";

/** Ghost 6.65's markup for each card (kg-default-nodes renderers), trimmed to what matters. */
const GHOST = {
  toggle: `<div class="kg-card kg-toggle-card" data-kg-toggle-state="close">
    <div class="kg-toggle-heading"><h4 class="kg-toggle-heading-text"><span style="white-space: pre-wrap;">Is it due in April?</span></h4>
      <button class="kg-toggle-card-icon" aria-label="Expand toggle to read content"><svg viewBox="0 0 24 24"><path d="M0 0"></path></svg></button>
    </div>
    <div class="kg-toggle-content"><p>Yes, April 15.</p></div></div>`,
  gallery: `<figure class="kg-card kg-gallery-card kg-width-wide"><div class="kg-gallery-container"><div class="kg-gallery-row">
    <div class="kg-gallery-image"><img src="https://cms.example.com/content/images/a.png" width="1200" height="800" alt="A"></div>
    <div class="kg-gallery-image"><a href="https://example.org/"><img src="https://cms.example.com/content/images/b.png" width="600" height="1200" alt="B"></a></div>
    <div class="kg-gallery-image"><img src="https://cms.example.com/content/images/c.png" alt="no size"></div>
  </div></div></figure>`,
  video: `<figure class="kg-card kg-video-card kg-width-regular" data-kg-thumbnail="https://cms.example.com/content/images/t.png" data-kg-custom-thumbnail="">
    <div class="kg-video-container"><video src="https://cms.example.com/content/media/v.mp4" poster="data:image/gif;base64,R0lGOD" width="640" height="360" loop autoplay muted playsinline preload="metadata" style="aspect-ratio: 640 / 360; background: transparent url('https://cms.example.com/content/images/t.png') 50% 50% / cover no-repeat;"></video>
      <div class="kg-video-overlay"><button class="kg-video-large-play-icon" aria-label="Play video"></button></div>
      <div class="kg-video-player-container"><div class="kg-video-player"><button aria-label="Play video"></button><input type="range" class="kg-video-seek-slider"></div></div>
    </div><figcaption>A clip.</figcaption></figure>`,
  audio: `<div class="kg-card kg-audio-card"><img src="" alt="audio-thumbnail" class="kg-audio-thumbnail kg-audio-hide">
    <div class="kg-audio-thumbnail placeholder"><svg width="24" height="24"><path d="M0 0"></path></svg></div>
    <div class="kg-audio-player-container"><audio src="https://cms.example.com/content/media/a.mp3" preload="metadata"></audio>
      <div class="kg-audio-title">Episode 12</div>
      <div class="kg-audio-player"><button class="kg-audio-play-icon" aria-label="Play audio"></button><span class="kg-audio-current-time">0:00</span><input type="range"></div>
    </div></div>`,
  product: `<div class="kg-card kg-product-card"><div class="kg-product-card-container">
    <img src="https://cms.example.com/content/images/p.png" width="600" height="400" class="kg-product-card-image" loading="lazy">
    <div class="kg-product-card-title-container"><h4 class="kg-product-card-title">Tax prep</h4></div>
    <div class="kg-product-card-rating">
      <span class="kg-product-card-rating-active kg-product-card-rating-star"><svg><path d="M0 0"></path></svg></span>
      <span class="kg-product-card-rating-active kg-product-card-rating-star"><svg><path d="M0 0"></path></svg></span>
      <span class="kg-product-card-rating-active kg-product-card-rating-star"><svg><path d="M0 0"></path></svg></span>
      <span class=" kg-product-card-rating-star"><svg><path d="M0 0"></path></svg></span>
      <span class=" kg-product-card-rating-star"><svg><path d="M0 0"></path></svg></span>
    </div>
    <div class="kg-product-card-description"><p>Federal and Ohio.</p></div>
  </div></div>`,
  signup: `<div class="kg-card kg-signup-card kg-width-regular " data-lexical-signup-form="" style="background-color: #F0F0F0; display: none;">
    <div class="kg-signup-card-content"><div class="kg-signup-card-text kg-align-center">
      <h2 class="kg-signup-card-heading">Get the checklist</h2>
      <form class="kg-signup-card-form" data-members-form="signup">
        <input data-members-label type="hidden" value="Newsletter" />
        <div class="kg-signup-card-fields"><input class="kg-signup-card-input" id="email" type="email" required="true" placeholder="jamie@example.com">
          <button class="kg-signup-card-button kg-style-accent" style="color: #FFFFFF;" type="submit"><span class="kg-signup-card-button-default">Subscribe</span></button></div>
        <div class="kg-signup-card-success">Email sent! Check your inbox to complete your signup.</div>
        <div class="kg-signup-card-error" data-members-error=""></div>
      </form>
    </div></div></div>`,
  headerV2: `<div class="kg-card kg-header-card kg-v2 kg-width-regular " style="background-color: #153052;" data-background-color="#153052">
    <div class="kg-header-card-content"><div class="kg-header-card-text kg-align-center">
      <h2 class="kg-header-card-heading" style="color: #FFFFFF;" data-text-color="#FFFFFF">Filing season</h2>
      <a href="https://cms.example.com/schedule" class="kg-header-card-button " style="background-color: #ffffff;color: #153052;">Book</a>
    </div></div></div>`,
};

describe("shapeCards: toggles", () => {
  it("become <details> with the heading's text as <summary>, closed, without Ghost's button", () => {
    const html = shapeCards(GHOST.toggle);
    expect(html).toMatch(/^<details class="kg-card kg-toggle-card">/);
    expect(html).not.toContain("data-kg-toggle-state");
    expect(html).not.toMatch(/<button|<svg|<h4/);
    expect(html).toMatch(
      /<summary class="kg-toggle-heading">\s*<span class="kg-toggle-heading-text"><span>Is it due in April\?<\/span><\/span>\s*<\/summary>/,
    );
    expect(html).toContain('<div class="kg-toggle-content"><p>Yes, April 15.</p></div></details>');
  });
});

describe("shapeCards: galleries", () => {
  it("give each image the flex share of its aspect ratio, as Ghost's gallery script does", () => {
    const html = shapeCards(GHOST.gallery);
    expect(html).toContain('<div class="kg-gallery-image" style="flex: 1.5 1 0%"><img');
    expect(html).toContain('<div class="kg-gallery-image" style="flex: 0.5 1 0%"><a href');
    // Without both dimensions there is no ratio to give.
    expect(html).toContain(
      '<div class="kg-gallery-image"><img src="https://cms.example.com/content/images/c.png"',
    );
  });
});

describe("shapeCards: video and audio", () => {
  it("plays video with the browser's controls and the card's thumbnail as poster, never by itself", () => {
    const html = shapeCards(GHOST.video);
    const video = /<video[^>]*>/.exec(html)![0];
    expect(video).toContain('poster="https://cms.example.com/content/images/t.png"');
    expect(video).toContain('controls=""');
    expect(video).toContain('style="aspect-ratio: 640 / 360"');
    expect(video).not.toMatch(/autoplay|data:image|background/);
    expect(video).toMatch(/ loop=""/);
    expect(html).not.toMatch(/kg-video-overlay|kg-video-player|<button|<input/);
    expect(html).toContain("<figcaption>A clip.</figcaption>");
  });

  it("prefers the writer's own video thumbnail, and drops a poster that is not an http(s) image", () => {
    const custom = GHOST.video.replace(
      'data-kg-custom-thumbnail=""',
      'data-kg-custom-thumbnail="https://cms.example.com/content/images/mine.png"',
    );
    expect(shapeCards(custom)).toContain('poster="https://cms.example.com/content/images/mine.png"');
    const none = GHOST.video.replace(
      'data-kg-thumbnail="https://cms.example.com/content/images/t.png"',
      'data-kg-thumbnail="javascript:alert(1)"',
    );
    expect(shapeCards(none)).not.toContain("poster=");
  });

  it("plays audio with the browser's controls, named by the card's title", () => {
    const html = shapeCards(GHOST.audio);
    expect(html).toContain(
      '<audio src="https://cms.example.com/content/media/a.mp3" preload="metadata" controls="" aria-label="Episode 12">',
    );
    expect(html).toContain('<div class="kg-audio-title">Episode 12</div>');
    expect(html).not.toMatch(/kg-audio-player"|placeholder|<img|<button|<input|<svg/);
  });

  it("keeps a real audio thumbnail, as decoration", () => {
    const html = shapeCards(
      GHOST.audio.replace(
        '<img src="" alt="audio-thumbnail" class="kg-audio-thumbnail kg-audio-hide">',
        '<img src="https://cms.example.com/content/images/cover.png" alt="audio-thumbnail" class="kg-audio-thumbnail">',
      ),
    );
    expect(html).toContain(
      '<img src="https://cms.example.com/content/images/cover.png" alt="" class="kg-audio-thumbnail">',
    );
  });
});

describe("shapeCards: embeds, products and sign-ups", () => {
  it("keeps an embedded frame's shape and always names it", () => {
    const html = shapeCards(
      '<figure class="kg-card kg-embed-card"><iframe width="200" height="113" src="https://www.youtube.com/embed/x" style="position:absolute"></iframe></figure>',
    );
    expect(html).toContain('style="aspect-ratio: 200 / 113"');
    expect(html).toContain('title="Embedded content"');
    expect(
      shapeCards('<iframe src="https://player.vimeo.com/video/1" title="Payroll basics"></iframe>'),
    ).toBe('<iframe src="https://player.vimeo.com/video/1" title="Payroll basics"></iframe>');
  });

  it("reads a product's rating out and marks its image decorative", () => {
    const html = shapeCards(GHOST.product);
    expect(html).toContain('class="kg-product-card-image" loading="lazy" alt=""');
    expect(html).toContain('<div class="kg-product-card-rating" role="img" aria-label="Rated 3 out of 5">');
    expect(html).not.toContain("<svg");
    expect(shapeCards(GHOST.product.replace('loading="lazy"', 'loading="lazy" alt="Binder"'))).toContain(
      'alt="Binder"',
    );
  });

  it("makes a product's name a heading one level below its section", () => {
    const titled = (before: string) =>
      /<(h\d) class="kg-product-card-title">/.exec(shapeCards(before + GHOST.product))![1];
    expect(titled("<h2>Prices</h2>")).toBe("h3");
    expect(titled("<h2>Prices</h2><h3>Returns</h3>")).toBe("h4");
    expect(titled("")).toBe("h2");
    expect(titled("<h1>Pasted title</h1>")).toBe("h3");
    expect(titled("<h6>Deep</h6>")).toBe("h6");
  });

  it("turns a sign-up form into a link to the contact page, keeping the card's words and colours", () => {
    const html = shapeCards(GHOST.signup);
    expect(html).not.toMatch(/<form|<input|<button|Email sent|Subscribe|display/);
    expect(html).toContain(
      `<p class="kg-signup-card-action"><a href="${SIGNUP_CONTACT_PATH}" class="kg-signup-card-button kg-style-accent">Contact us</a></p>`,
    );
    expect(html).toContain('<h2 class="kg-signup-card-heading">Get the checklist</h2>');
    expect(html).toContain('style="background-color: #F0F0F0; color: #000000"');
  });
});

describe("shapeCards: colours", () => {
  it("keeps colours and backgrounds on the cards that set them, and nothing else inline", () => {
    const html = shapeCards(GHOST.headerV2);
    expect(html).toContain('style="background-color: #153052; color: #ffffff"');
    expect(html).toContain('<h2 class="kg-header-card-heading" style="color: #FFFFFF"');
    expect(html).toContain('style="background-color: #ffffff; color: #153052"');
    expect(
      shapeCards(
        '<p style="color: red; font-size: 40px">Hi</p><div class="kg-callout-card"><b style="white-space: pre-wrap; color: #123456">x</b></div>',
      ),
    ).toBe('<p>Hi</p><div class="kg-callout-card"><b style="color: #123456">x</b></div>');
  });

  it("keeps a version 1 header card's background image", () => {
    const html = shapeCards(
      '<div class="kg-card kg-header-card kg-width-full kg-style-image" data-kg-background-image="https://cms.example.com/i.png" style="background-image: url(https://cms.example.com/i.png)"><h2 class="kg-header-card-header">Hi</h2></div>',
    );
    expect(html).toContain('style="background-image: url(https://cms.example.com/i.png)"');
  });

  it("leaves accent colours to the brand: Ghost's own accent text and button colours go", () => {
    const card =
      '<div class="kg-card kg-header-card kg-v2 kg-style-accent"><h2 class="kg-header-card-heading" style="color: #FFFFFF;">Hi</h2><a class="kg-header-card-button kg-style-accent" style="color: #000000;">Go</a><a class="kg-header-card-button" style="background-color: #ffffff; color: #111111;">Own</a></div>';
    expect(shapeCards(card)).toBe(
      '<div class="kg-card kg-header-card kg-v2 kg-style-accent"><h2 class="kg-header-card-heading">Hi</h2><a class="kg-header-card-button kg-style-accent">Go</a><a class="kg-header-card-button" style="background-color: #ffffff; color: #111111">Own</a></div>',
    );
  });

  it("gives text on a coloured background a readable colour when the writer set none", () => {
    expect(shapeCards('<div class="kg-signup-card" style="background-color: #0b1d33">x</div>')).toContain(
      'style="background-color: #0b1d33; color: #ffffff"',
    );
    expect(readableTextColour([240, 240, 240])).toBe("#000000");
    expect(readableTextColour([21, 48, 82])).toBe("#ffffff");
    expect(readableTextColour([214, 160, 42])).toBe("#000000");
  });

  it("parses the colours Ghost writes, and nothing else", () => {
    expect(parseColour("#153052")).toEqual([21, 48, 82]);
    expect(parseColour("#fff")).toEqual([255, 255, 255]);
    expect(parseColour("rgba(0, 0, 0, 0.5)")).toEqual([0, 0, 0]);
    for (const value of ["red", "#12345", "rgb(300, 0, 0)", "var(--x)", "url(x)"])
      expect(parseColour(value), value).toBeNull();
    expect(parseStyle("background: url('a;b.png'); color:#fff;;bad")).toEqual([
      ["background", "url('a;b.png')"],
      ["color", "#fff"],
    ]);
  });
});

describe("shapeCards: links and icons", () => {
  it("points links Ghost made absolute on itself back at this site, but not its files or other hosts", () => {
    const html = shapeCards(
      [
        '<a href="https://cms.example.com/blog/contact?x=1#form">a</a>',
        '<a href="https://cms.example.com/blog/content/files/w.csv">b</a>',
        '<a href="https://cms.example.com/other">c</a>',
        '<a href="http://cms.example.com/blog/contact">d</a>',
        '<a href="https://tax.ohio.gov/">e</a>',
        '<a href="/schedule">f</a>',
      ].join(""),
      { cmsUrl: "https://cms.example.com/blog/" },
    );
    expect(html).toBe(
      [
        '<a href="/contact?x=1#form">a</a>',
        '<a href="https://cms.example.com/blog/content/files/w.csv">b</a>',
        '<a href="https://cms.example.com/other">c</a>',
        '<a href="http://cms.example.com/blog/contact">d</a>',
        '<a href="https://tax.ohio.gov/">e</a>',
        '<a href="/schedule">f</a>',
      ].join(""),
    );
  });

  it("drops SVG icons whole, so their titles never show as text", () => {
    expect(
      shapeCards(
        '<div class="kg-file-card-icon"><svg><title>download-circle</title><style>.a{}</style></svg></div>',
      ),
    ).toBe('<div class="kg-file-card-icon"></div>');
  });

  it("keeps text and characters as they are", () => {
    const html = "<p>Tom &amp; Jerry’s 💡 &lt;b&gt; “quotes”</p>";
    expect(shapeCards(html)).toBe("<p>Tom &amp; Jerry’s 💡 &lt;b&gt; “quotes”</p>");
  });
});
