/**
 * A Ghost post as a writer builds it in Ghost 6's editor: every kind of card, in the `lexical`
 * document the editor saves (node shapes as in @tryghost/kg-default-nodes, verified with 6.65.0),
 * with its images, audio, video and file uploaded to Ghost, and every post setting a writer can fill
 * (feature image alt text and caption, meta, Facebook and X cards, canonical URL). seed.ts creates
 * it; the browser tests (tests/e2e/blog-cards.spec.ts) check how the site shows it.
 */
import { ILLUSTRATIONS, WORKSHEET_CSV, type IllustrationName } from "./fixture-media.ts";

/** Where each uploaded file ended up on Ghost (absolute URLs on the Ghost host). */
export interface CardsPostMedia {
  images: Record<IllustrationName, string>;
  video: string;
  audio: string;
  file: string;
}

/** What the post's settings hold, for tests that read them back from the page. */
export const CARDS_POST = {
  title: "Tax season, ready: what to bring and what happens next",
  slug: "tax-season-ready-what-to-bring",
  tags: ["tax-tips"],
  published_at: "2026-09-20T14:00:00.000Z",
  feature_image_alt: "Illustration of a stack of tax papers beside a calendar",
  feature_image_caption:
    'Illustration by our team. Forms from the <a href="https://tax.ohio.gov/">Ohio Department of Taxation</a>.',
  meta_title: "What to bring to your 2026 tax appointment",
  meta_description:
    "A checklist of the forms and records to bring for your 2026 federal and Ohio returns, the dates that matter and what happens at the appointment.",
  // Share images must be https and raster for previews to show them (seo/share-images.ts); these are on
  // the allowed image host. Nothing loads them in the tests: they only appear in meta tags.
  og_image: "https://images.unsplash.com/photo-1586486855514-8c633cc6fd38.jpg",
  og_title: "Tax season, ready: the checklist we give every client",
  og_description:
    "Wage statements, 1099s, receipts and four payment dates: what to gather before you meet your preparer.",
  twitter_image: "https://images.unsplash.com/photo-1554224155-6726b3ff858f.jpg",
  twitter_title: "Your 2026 tax appointment checklist",
  twitter_description:
    "The forms, records and dates to bring to your preparer, from our office in Dresden, Ohio.",
  canonical_url: "https://news.example.org/tax-season-ready",
  /** The alt text of each illustration where the post shows it. */
  alt: {
    form: "Illustration of a wage statement form",
    receipt: "Illustration of a long store receipt",
    calendar: "Illustration of a calendar page with four dates marked",
    timeline: "Illustration of a timeline with four payment dates",
    fields: "Illustration of farmland under an evening sky",
  },
} as const;

type Node = Record<string, unknown>;

function text(content: string, format = 0): Node {
  return { type: "extended-text", version: 1, text: content, format, detail: 0, mode: "normal", style: "" };
}

/** A paragraph of plain text runs; `**bold**` runs are bold. */
function paragraph(content: string): Node {
  const children = content
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((run) => (run.startsWith("**") ? text(run.slice(2, -2), 1) : text(run)));
  return { type: "paragraph", version: 1, direction: "ltr", format: "", indent: 0, children };
}

function heading(tag: "h2" | "h3", content: string): Node {
  return {
    type: "extended-heading",
    version: 1,
    tag,
    direction: "ltr",
    format: "",
    indent: 0,
    children: [text(content)],
  };
}

function bulletList(items: readonly string[]): Node {
  return {
    type: "list",
    version: 1,
    listType: "bullet",
    tag: "ul",
    start: 1,
    direction: "ltr",
    format: "",
    indent: 0,
    children: items.map((item, i) => ({
      type: "listitem",
      version: 1,
      value: i + 1,
      direction: "ltr",
      format: "",
      indent: 0,
      children: [text(item)],
    })),
  };
}

function quote(type: "extended-quote" | "aside", content: string): Node {
  return { type, version: 1, direction: "ltr", format: "", indent: 0, children: [text(content)] };
}

function image(src: string, name: keyof typeof CARDS_POST.alt, cardWidth: string, caption: string): Node {
  const { width, height } = ILLUSTRATIONS[name];
  return {
    type: "image",
    version: 1,
    src,
    width,
    height,
    alt: CARDS_POST.alt[name],
    title: "",
    caption,
    cardWidth,
    href: "",
  };
}

function callout(emoji: string, backgroundColor: string, html: string): Node {
  return { type: "callout", version: 1, calloutEmoji: emoji, backgroundColor, calloutText: html };
}

function toggle(question: string, answerHtml: string): Node {
  return {
    type: "toggle",
    version: 1,
    heading: `<span style="white-space: pre-wrap;">${question}</span>`,
    content: answerHtml,
  };
}

/** The post's body: every card of Ghost 6's editor, in a post a client could read. */
export function cardsPostLexical(media: CardsPostMedia): string {
  const { images } = media;
  const children: Node[] = [
    paragraph(
      "A tax appointment goes fastest when the paperwork arrives before the questions do. This guide covers what to gather for your 2026 federal and Ohio returns, the dates that matter, and what happens once we have your documents.",
    ),
    {
      type: "header",
      version: 2,
      size: "small",
      style: "dark",
      header: "Filing season opens in late January",
      subheader: "Book early: February appointments fill first.",
      buttonEnabled: true,
      buttonText: "Book a time",
      buttonUrl: "/schedule",
      alignment: "center",
      backgroundColor: "#153052",
      textColor: "#FFFFFF",
      buttonColor: "#ffffff",
      buttonTextColor: "#153052",
      layout: "regular",
      backgroundImageSrc: "",
      backgroundSize: "cover",
      swapped: false,
    },
    callout(
      "💡",
      "blue",
      '<b><strong style="white-space: pre-wrap;">Bring last year\'s returns.</strong></b><span style="white-space: pre-wrap;"> Carry-forwards, depreciation and the estimated payments you made all start from last year\'s federal and Ohio numbers.</span>',
    ),
    heading("h2", "What to gather"),
    bulletList([
      "Every W-2 and 1099 (NEC, MISC, K, INT, DIV, R and SSA-1099).",
      "Form 1098 for mortgage interest and your property tax bills.",
      "Child care receipts with the provider's name and tax ID.",
      "The dates and amounts of any estimated payments you made.",
      "Your school district of residence on December 31.",
    ]),
    image(
      images.form,
      "form",
      "regular",
      "One folder for the year: wage statements first, then 1099s as they arrive.",
    ),
    {
      type: "gallery",
      version: 1,
      caption: "What most clients bring: wage statements, receipts and the year's payment dates.",
      images: (["form", "receipt", "calendar"] as const).map((name, i) => ({
        row: 0,
        src: images[name],
        width: ILLUSTRATIONS[name].width,
        height: ILLUSTRATIONS[name].height,
        fileName: `${name}.png`,
        alt: CARDS_POST.alt[name],
        caption: "",
        title: "",
        href: "",
        cardWidth: "wide",
        index: i,
      })),
    },
    heading("h2", "Dates that matter"),
    image(
      images.timeline,
      "timeline",
      "wide",
      "Estimated tax payments for 2026 are due April 15, June 15 and September 15, 2026, and January 15, 2027 (IRS Form 1040-ES; Ohio IT 1040ES uses the same dates).",
    ),
    callout(
      "⚠️",
      "yellow",
      '<span style="white-space: pre-wrap;">Ohio\'s 2026 individual return (IT 1040) is due April 15, 2027, the same day as the federal return. An extension to file is not an extension to pay.</span>',
    ),
    {
      type: "codeblock",
      version: 1,
      language: "excel",
      code: "=MIN(0.9*B2, IF(B4>150000, 1.1, 1)*B3)/4",
      caption:
        "Each quarterly safe-harbor payment in a spreadsheet: B2 is this year's expected tax, B3 last year's tax, B4 last year's adjusted gross income (IRS Publication 505).",
    },
    quote(
      "extended-quote",
      "If a number on your return came from a piece of paper, keep that paper with the return.",
    ),
    quote(
      "aside",
      "Three years from filing is the usual minimum; keep records for seven years if you claimed a loss from worthless securities or a bad debt deduction.",
    ),
    {
      type: "header",
      version: 1,
      size: "small",
      style: "image",
      header: "Ready when you are",
      subheader: "Drop off your folder or sit down with us in Dresden.",
      buttonEnabled: true,
      buttonText: "Contact us",
      buttonUrl: "/contact",
      backgroundImageSrc: images.fields,
    },
    heading("h2", "Questions we hear every January"),
    toggle(
      "Do I need an appointment, or can I drop off my documents?",
      "<p>Either works. If you drop off, include a phone number, and we will call with any questions before we file.</p>",
    ),
    toggle(
      "What if a form arrives after I have filed?",
      "<p>Bring it in. If it changes your tax, we file an amended federal return (Form 1040-X) and an Ohio IT 1040 with the amended return box checked.</p>",
    ),
    {
      type: "button",
      version: 1,
      buttonText: "Schedule a consultation",
      buttonUrl: "/schedule",
      alignment: "center",
    },
    {
      type: "bookmark",
      version: 1,
      url: "https://tax.ohio.gov/individual",
      metadata: {
        title: "Individual Income Tax | Ohio Department of Taxation",
        description:
          "Forms, instructions and payment options for Ohio individual income tax and school district income tax.",
        publisher: "Ohio Department of Taxation",
        author: "",
        icon: images.icon,
        thumbnail: images.calendar,
      },
      caption: "",
    },
    { type: "horizontalrule", version: 1 },
    {
      type: "product",
      version: 1,
      productImageSrc: images.form,
      productImageWidth: ILLUSTRATIONS.form.width,
      productImageHeight: ILLUSTRATIONS.form.height,
      productTitle: "Personal tax return preparation",
      productDescription:
        "<p>Federal, Ohio and school district returns prepared and e-filed by our team, with a review call before anything is sent.</p>",
      productRatingEnabled: true,
      productStarRating: 4,
      productButtonEnabled: true,
      productButton: "See pricing",
      productUrl: "/services/personal-tax/pricing",
    },
    {
      type: "embed",
      version: 1,
      url: "https://www.youtube.com/watch?v=dresdenTest1",
      embedType: "video",
      html: '<iframe width="200" height="113" src="https://www.youtube.com/embed/dresdenTest1?feature=oembed" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen title="Filing season basics"></iframe>',
      metadata: { title: "Filing season basics", provider_name: "YouTube", width: 200, height: 113 },
      caption: "Video: filing season basics.",
    },
    {
      type: "video",
      version: 1,
      src: media.video,
      caption: "A short clip hosted on our blog platform.",
      fileName: "clip.mp4",
      mimeType: "video/mp4",
      width: 480,
      height: 480,
      duration: 2,
      thumbnailSrc: images.desk,
      customThumbnailSrc: "",
      thumbnailWidth: ILLUSTRATIONS.desk.width,
      thumbnailHeight: ILLUSTRATIONS.desk.height,
      cardWidth: "regular",
      loop: false,
    },
    {
      type: "audio",
      version: 1,
      src: media.audio,
      title: "Estimated payments in two minutes",
      duration: 2,
      mimeType: "audio/wav",
      thumbnailSrc: "",
    },
    {
      type: "file",
      version: 1,
      src: media.file,
      fileTitle: "2026 estimated payment worksheet",
      fileCaption: "The four due dates with room for what you paid and when.",
      fileName: "estimated-payments-2026.csv",
      fileSize: Buffer.byteLength(WORKSHEET_CSV),
    },
    callout(
      "✅",
      "green",
      '<span style="white-space: pre-wrap;">Everything on the list in one folder? You are ready for your appointment.</span>',
    ),
    {
      type: "call-to-action",
      version: 1,
      layout: "minimal",
      alignment: "left",
      textValue:
        '<p><span style="white-space: pre-wrap;">Not sure which forms apply to you? Send us a note and we will tell you what to bring.</span></p>',
      showButton: true,
      showDividers: true,
      buttonText: "Ask a question",
      buttonUrl: "/contact",
      buttonColor: "accent",
      buttonTextColor: "#FFFFFF",
      hasSponsorLabel: false,
      sponsorLabel: "",
      backgroundColor: "grey",
      linkColor: "text",
      imageUrl: "",
      imageWidth: null,
      imageHeight: null,
      visibility: {
        web: { nonMember: true, memberSegment: "status:free,status:-free" },
        email: { memberSegment: "status:free,status:-free" },
      },
    },
    {
      type: "markdown",
      version: 1,
      markdown:
        "### 2026 estimated payment dates\n\n| Payment | Due |\n| --- | --- |\n| First | April 15, 2026 |\n| Second | June 15, 2026 |\n| Third | September 15, 2026 |\n| Fourth | January 15, 2027 |\n",
    },
    {
      type: "html",
      version: 1,
      html: '<p class="phone-note">Prefer paper? Call <a href="tel:+17407540800">(740) 754-0800</a> and we will mail you the checklist.</p>',
    },
    {
      type: "signup",
      version: 1,
      alignment: "center",
      backgroundColor: "#F0F0F0",
      backgroundImageSrc: "",
      backgroundSize: "cover",
      textColor: "#000000",
      buttonColor: "accent",
      buttonTextColor: "#FFFFFF",
      buttonText: "Subscribe",
      disclaimer: "We answer within one business day.",
      header: "Want our January checklist?",
      subheader: "Ask for it and we will send it the week filing season opens.",
      layout: "regular",
      successMessage: "Email sent! Check your inbox to complete your signup.",
      swapped: false,
      labels: [],
    },
    paragraph(
      "**Questions about your own situation?** Call us or send a message, and we will look at the details with you.",
    ),
  ];
  return JSON.stringify({
    root: { type: "root", version: 1, direction: "ltr", format: "", indent: 0, children },
  });
}
