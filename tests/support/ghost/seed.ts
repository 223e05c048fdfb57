/**
 * Seeds a fresh Ghost (from ghost.ts) for the blog integration tests: creates the owner, logs in,
 * creates an integration for a Content API key and an Admin API key, deletes Ghost's fixture post
 * and page, then creates tags and posts through the Admin API with an Admin-key JWT.
 *
 * The data is shaped for the tests: more posts than fit in several pages of 9 and more than Ghost's
 * default page of 15, several tags (one public tag without posts, one internal tag), featured
 * posts, a post with a slug longer than 150 characters, real posts whose slugs are the first 50, 80
 * and 120 characters of longer broken links (long-slug recovery), a feature image on a disallowed host
 * and one on an allowed host, a draft that must never show, and a post built from every card of
 * Ghost's editor with every post setting filled (cards-post.ts).
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { CARDS_POST, cardsPostLexical, type CardsPostMedia } from "./cards-post.ts";
import { ILLUSTRATIONS, WORKSHEET_CSV, png, wavTone, type IllustrationName } from "./fixture-media.ts";
import { findGhostInstall } from "./ghost.ts";
import { ghostAdminToken } from "../../../app/blog/ghost-admin-token.ts";

export interface SeedTag {
  slug: string;
  name: string;
  description: string;
  /** Internal tags (`#name`) are hidden from public listings. */
  internal?: boolean;
}

export interface SeedPost {
  title: string;
  slug: string;
  html: string;
  tags: string[];
  featured: boolean;
  published_at: string;
  feature_image?: string;
  custom_excerpt?: string;
  status: "published" | "draft";
  /** Written in Ghost's editor from cards (cards-post.ts) instead of imported from `html`. */
  cards?: true;
}

export interface SeededGhost {
  url: string;
  contentKey: string;
  adminKey: { id: string; secret: string };
  tags: SeedTag[];
  /** Every post created, newest first (drafts included; filter on status). */
  posts: SeedPost[];
  facts: SeedFacts;
}

export interface SeedFacts {
  /** A published post whose own slug is longer than 150 characters. */
  longSlugPost: string;
  /** A broken link (> 150 characters, not a post) whose first 120 characters are `target120`. */
  brokenLink120: string;
  target120: string;
  /** A broken link (> 150 characters, not a post) whose first 80 characters are `target80`. */
  brokenLink80: string;
  target80: string;
  /** A broken link (> 150 characters, not a post) whose first 50 characters are `target50`. */
  brokenLink50: string;
  target50: string;
  /** Feature image on a host that is not allowed (must come back null). */
  disallowedImagePost: string;
  disallowedImageUrl: string;
  /** Feature image on the image host (must be kept). */
  allowedImagePost: string;
  allowedImageUrl: string;
  /** A public tag without posts (must not be listed). */
  emptyTag: string;
  /** An internal tag on some posts (must never be listed). */
  internalTag: string;
  /** A draft (must never be visible). */
  draftSlug: string;
  /** A post whose HTML carries a script and an iframe from a disallowed host. */
  unsafeHtmlPost: string;
  /** The post built from every card of Ghost's editor, with every post setting filled. */
  cardsPost: string;
}

export const SEED_TAGS: SeedTag[] = [
  { slug: "tax-tips", name: "Tax Tips", description: "Practical ways to keep more of what you earn." },
  {
    slug: "ohio-taxes",
    name: "Ohio Taxes",
    description: "State, school district and municipal taxes in Ohio.",
  },
  { slug: "payroll", name: "Payroll", description: "Running payroll and staying on top of withholding." },
  { slug: "bookkeeping", name: "Bookkeeping", description: "Clean books all year, not just at tax time." },
  {
    slug: "small-business",
    name: "Small Business",
    description: "Forming, running and growing a small business.",
  },
  { slug: "estate-planning", name: "Estate Planning", description: "A public tag that no post uses." },
  { slug: "hash-seed-internal", name: "#seed-internal", description: "An internal tag.", internal: true },
];

const TOPICS = [
  "Filing season checklist for families",
  "Ohio flat income tax explained",
  "Quarterly estimated payments made simple",
  "Payroll taxes every new employer should know",
  "Reconciling your bank accounts each month",
  "Choosing between an LLC and an S corporation",
  "What the senior deduction means for retirees",
  "Tracking mileage for your business vehicle",
  "Municipal income tax when you work in two cities",
  "Hiring your first employee in Ohio",
  "Keeping receipts the easy way",
  "When to make a year-end equipment purchase",
  "Understanding Form 1099-NEC",
  "School district income tax basics",
  "Setting up a chart of accounts",
  "Deducting a home office correctly",
  "Commercial activity tax and small firms",
  "Year-end payroll close",
  "Cash flow planning for the slow season",
  "Charitable giving and your return",
  "Education credits for college families",
  "Health savings accounts at tax time",
  "Recordkeeping for rental property owners",
  "Paying yourself from an S corporation",
  "Tips and overtime deductions in practice",
  "Amending a return after a late form",
  "Bookkeeping habits that save tax-time fees",
  "Farm income and Ohio taxes",
  "Sales tax on services in Ohio",
  "Planning for next year's withholding",
];

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function body(title: string, index: number): string {
  return [
    `<p>${title} is a question we hear from clients across Muskingum County. This seeded post number ${index + 1} exists so the blog tests have realistic content to page through.</p>`,
    `<h2>What to do</h2>`,
    `<p>Keep your documents together, read each form before you sign it, and ask when a number looks wrong. A short call in February saves a long one in April, and good records make every deadline easier to meet.</p>`,
    `<ul><li>Gather last year's return.</li><li>List every income source.</li><li>Note any life changes.</li></ul>`,
    `<h2>Why it matters</h2>`,
    `<p>Most problems we untangle start small: a form that arrived late, a payment sent to the wrong year, a change of address the state never heard about. None of them is hard to fix on its own, but together they turn a one-hour appointment into three letters and a penalty notice. Writing things down as they happen, and keeping one folder for the year, is the cheapest tax advice we can give.</p>`,
    `<p>Families should watch for notices from the IRS and the Ohio Department of Taxation and open them the day they arrive. Many only ask for a document or confirm a change, and a quick answer closes them. Business owners should reconcile their accounts every month, keep payroll reports with the bank statements they match, and set aside money for estimated payments before it gets spent.</p>`,
    `<p>If you are not sure whether something applies to you, write the question down and bring it to your appointment. We would rather answer ten small questions than fix one large mistake later, and most questions take less than a minute once we can see the paperwork.</p>`,
    `<p>Visit <a href="https://tax.ohio.gov/">the Ohio Department of Taxation</a> for state forms, or call our office in Dresden.</p>`,
  ].join("\n");
}

/** Builds the seed data; pure, so tests can read the expectations without a Ghost. */
export function buildSeedData(): { tags: SeedTag[]; posts: SeedPost[]; facts: SeedFacts } {
  const posts: SeedPost[] = [];
  const publicTags = ["tax-tips", "ohio-taxes", "payroll", "bookkeeping", "small-business"];
  // Newest first, one every three days from 2026-11-01, all distinct so page order is stable.
  const dateFor = (index: number) => new Date(Date.UTC(2026, 10, 1) - index * 3 * 86_400_000).toISOString();

  TOPICS.forEach((title, index) => {
    const tags = [
      publicTags[index % publicTags.length]!,
      ...(index % 4 === 0 ? [publicTags[(index + 2) % publicTags.length]!] : []),
    ];
    if (index % 7 === 3) tags.push("hash-seed-internal");
    posts.push({
      title,
      slug: slugify(title),
      html: body(title, index),
      tags,
      featured: [1, 6, 13, 22].includes(index),
      published_at: dateFor(index),
      status: "published",
    });
  });

  const disallowedImageUrl = "https://tracker.example.net/pixel.jpg";
  const allowedImageUrl = "https://images.unsplash.com/photo-1554224155-6726b3ff858f?w=1200";
  posts[4]!.feature_image = disallowedImageUrl;
  posts[5]!.feature_image = allowedImageUrl;
  posts[8]!.html += `\n<script>window.__seedPwned = true</script>\n<iframe src="https://evil.example.net/embed"></iframe>`;
  posts[2]!.custom_excerpt = "Four dates a year, and how to pick the right amount for each.";

  // Long-slug recovery material. Slugs are lowercase words joined by '-', as Ghost stores them.
  const longSlugPost =
    "a-very-long-guide-to-ohio-and-federal-tax-changes-for-families-and-small-businesses-in-muskingum-county-including-deadlines-credits-deductions-and-payroll";
  const target120 =
    "what-every-muskingum-county-household-should-gather-before-meeting-a-tax-preparer-this-spring-w2s-1099s-and-more-receipt";
  const target80 = "how-ohio-employers-handle-school-district-and-city-tax-withholding-for-new-hires";
  const brokenLink120 = `${target120}-and-statements-from-banks-brokers-and-child-care-providers`;
  const brokenLink80 = `${target80}-in-2026-with-examples-from-zanesville-dresden-and-coshocton-employers-and-payroll-providers`;
  const target50 = "ohio-school-district-income-tax-and-remote-workers";
  const brokenLink50 = `${target50}-who-moved-during-the-year-and-kept-working-for-an-employer-in-columbus-or-zanesville-full-time-all-year`;

  const extra: Array<Pick<SeedPost, "title" | "slug">> = [
    {
      title: "A very long guide to Ohio and federal tax changes for families and small businesses",
      slug: longSlugPost,
    },
    { title: "What every household should gather before meeting a tax preparer", slug: target120 },
    {
      title: "How Ohio employers handle school district and city tax withholding for new hires",
      slug: target80,
    },
    { title: "Ohio school district income tax and remote workers", slug: target50 },
  ];
  extra.forEach((post, offset) => {
    posts.push({
      ...post,
      html: body(post.title, TOPICS.length + offset),
      tags: ["tax-tips"],
      featured: false,
      published_at: dateFor(TOPICS.length + offset),
      status: "published",
    });
  });

  posts.push({
    title: CARDS_POST.title,
    slug: CARDS_POST.slug,
    html: "",
    tags: [...CARDS_POST.tags],
    featured: false,
    published_at: CARDS_POST.published_at,
    status: "published",
    cards: true,
  });

  posts.push({
    title: "Draft: not ready for readers",
    slug: "draft-not-ready-for-readers",
    html: "<p>This draft must never appear on the site.</p>",
    tags: ["tax-tips"],
    featured: true,
    published_at: dateFor(0),
    status: "draft",
  });

  const facts: SeedFacts = {
    longSlugPost,
    brokenLink120,
    target120,
    brokenLink80,
    target80,
    brokenLink50,
    target50,
    disallowedImagePost: posts[4]!.slug,
    disallowedImageUrl,
    allowedImagePost: posts[5]!.slug,
    allowedImageUrl,
    emptyTag: "estate-planning",
    internalTag: "hash-seed-internal",
    draftSlug: "draft-not-ready-for-readers",
    unsafeHtmlPost: posts[8]!.slug,
    cardsPost: CARDS_POST.slug,
  };
  return { tags: SEED_TAGS, posts, facts };
}

export const SEED_OWNER = {
  name: "Seed Owner",
  email: "owner@dresden-tests.invalid",
  password: "Seed-owner-passphrase-7q!",
  blogTitle: "Dresden Tax Test Blog",
};

async function call(
  url: string,
  init: RequestInit & { expect?: number[] },
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const textBody = await response.text();
  let parsed: unknown = null;
  try {
    parsed = textBody ? JSON.parse(textBody) : null;
  } catch {
    parsed = textBody;
  }
  const expected = init.expect ?? [200, 201, 204];
  if (!expected.includes(response.status)) {
    throw new Error(`${init.method ?? "GET"} ${url} answered ${response.status}: ${textBody.slice(0, 500)}`);
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** Creates the owner, keys, tags and posts in a fresh Ghost at `url`. */
export async function seedGhost(url: string): Promise<SeededGhost> {
  const admin = `${url}/ghost/api/admin`;
  const json = { "Content-Type": "application/json", "Accept-Version": "v5.0", Origin: url };

  await call(`${admin}/authentication/setup/`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ setup: [SEED_OWNER] }),
  });

  const session = await call(`${admin}/session/`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ username: SEED_OWNER.email, password: SEED_OWNER.password }),
  });
  const cookie = session.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("Ghost set no session cookie");

  // A headless Ghost needs no public theme; a private site also sends no webmentions (Ghost would
  // otherwise try to reach every host linked from a post, and the hosts of its own fixture post).
  await call(`${admin}/settings/`, {
    method: "PUT",
    headers: { ...json, Cookie: cookie },
    body: JSON.stringify({
      settings: [
        { key: "is_private", value: true },
        { key: "password", value: "seed-private-site-7q" },
      ],
    }),
  });

  const created = await call(`${admin}/integrations/?include=api_keys`, {
    method: "POST",
    headers: { ...json, Cookie: cookie },
    body: JSON.stringify({ integrations: [{ name: "Dresden website tests" }] }),
  });
  const integration = (
    created.body as { integrations: Array<{ api_keys: Array<{ id: string; type: string; secret: string }> }> }
  ).integrations[0];
  const contentKey = integration?.api_keys.find((key) => key.type === "content")?.secret;
  const adminApiKey = integration?.api_keys.find((key) => key.type === "admin");
  if (!contentKey || !adminApiKey) throw new Error("Ghost created no API keys for the integration");
  // Ghost 6 answers the Admin key's secret as the full key, '{id}:{secret}'; older versions gave the secret alone.
  const adminKey = { id: adminApiKey.id, secret: adminApiKey.secret.split(":").at(-1)! };

  const auth = () => ({ ...json, Authorization: `Ghost ${ghostAdminToken(adminKey.id, adminKey.secret)}` });

  // A fresh Ghost ships a welcome post and an about page; the tests need an exactly known set.
  for (const kind of ["posts", "pages"] as const) {
    const listed = await call(`${admin}/${kind}/?limit=100&fields=id`, { headers: auth() });
    const items = ((listed.body as Record<string, Array<{ id: string }>>)[kind] ?? []).map((item) => item.id);
    for (const id of items) await call(`${admin}/${kind}/${id}/`, { method: "DELETE", headers: auth() });
  }

  const data = buildSeedData();
  for (const tag of data.tags) {
    await call(`${admin}/tags/`, {
      method: "POST",
      headers: auth(),
      body: JSON.stringify({ tags: [{ name: tag.name, slug: tag.slug, description: tag.description }] }),
    });
  }

  // A few at a time: Ghost spends most of each request converting HTML, so this roughly halves the
  // seeding time. Order does not matter because every post carries its own published_at.
  const createPost = async (post: SeedPost, source: "?source=html" | "", fields: Record<string, unknown>) => {
    const result = await call(`${admin}/posts/${source}`, {
      method: "POST",
      headers: auth(),
      body: JSON.stringify({
        posts: [
          {
            title: post.title,
            slug: post.slug,
            status: post.status,
            featured: post.featured,
            published_at: post.status === "published" ? post.published_at : undefined,
            feature_image: post.feature_image ?? null,
            custom_excerpt: post.custom_excerpt ?? null,
            tags: post.tags.map((slug) => ({ slug })),
            ...fields,
          },
        ],
      }),
    });
    const saved = (result.body as { posts: Array<{ slug: string }> }).posts[0];
    if (saved?.slug !== post.slug) throw new Error(`Ghost stored slug '${saved?.slug}' for '${post.slug}'`);
  };

  // A few at a time: Ghost spends most of each request converting HTML, so this roughly halves the
  // seeding time. Order does not matter because every post carries its own published_at.
  const queue = data.posts.filter((post) => !post.cards);
  const createNext = async (): Promise<void> => {
    for (let post = queue.shift(); post; post = queue.shift()) {
      await createPost(post, "?source=html", { html: post.html });
    }
  };
  const cardsPost = data.posts.find((post) => post.cards)!;
  const createCardsPost = async () => {
    const media = await uploadCardsPostMedia(admin, () => ({
      "Accept-Version": json["Accept-Version"],
      Origin: url,
      Authorization: auth().Authorization,
    }));
    await createPost(cardsPost, "", {
      lexical: cardsPostLexical(media),
      feature_image: media.images.desk,
      feature_image_alt: CARDS_POST.feature_image_alt,
      feature_image_caption: CARDS_POST.feature_image_caption,
      meta_title: CARDS_POST.meta_title,
      meta_description: CARDS_POST.meta_description,
      og_image: CARDS_POST.og_image,
      og_title: CARDS_POST.og_title,
      og_description: CARDS_POST.og_description,
      twitter_image: CARDS_POST.twitter_image,
      twitter_title: CARDS_POST.twitter_title,
      twitter_description: CARDS_POST.twitter_description,
      canonical_url: CARDS_POST.canonical_url,
    });
  };
  await Promise.all([...Array.from({ length: 3 }, createNext), createCardsPost()]);

  return { url, contentKey, adminKey, tags: data.tags, posts: data.posts, facts: data.facts };
}

/**
 * Uploads what the cards post shows (illustrations, a tone, a worksheet and a short video) the way
 * Ghost's editor does, and answers where Ghost keeps each one. The video is the MP4 Ghost's own
 * admin ships (H.264), so no video tool is needed.
 */
async function uploadCardsPostMedia(
  admin: string,
  headers: () => Record<string, string>,
): Promise<CardsPostMedia> {
  const upload = async (endpoint: string, file: Blob, name: string, purpose?: string): Promise<string> => {
    const form = new FormData();
    form.append("file", file, name);
    if (purpose) form.append("purpose", purpose);
    const { body } = await call(`${admin}/${endpoint}/upload/`, {
      method: "POST",
      headers: headers(), // no Content-Type: fetch sets the multipart boundary
      body: form,
    });
    const url = (body as Record<string, Array<{ url?: string }>>)[endpoint]?.[0]?.url;
    if (!url) throw new Error(`Ghost answered no URL for the upload of ${name}: ${JSON.stringify(body)}`);
    return url;
  };

  const names = Object.keys(ILLUSTRATIONS) as IllustrationName[];
  const urls = await Promise.all(
    names.map((name) =>
      upload(
        "images",
        new Blob([new Uint8Array(png(ILLUSTRATIONS[name]))], { type: "image/png" }),
        `${name}.png`,
        "image",
      ),
    ),
  );
  const images = Object.fromEntries(names.map((name, i) => [name, urls[i]!])) as Record<
    IllustrationName,
    string
  >;

  const install = findGhostInstall();
  const assets = install ? path.join(install.ghostDir, "core", "built", "admin", "assets") : "";
  const clip = install ? readdirSync(assets).find((file) => file.endsWith(".mp4")) : undefined;
  if (!clip) throw new Error(`No MP4 found in Ghost's admin assets (${assets}) for the video card`);
  const video = await upload(
    "media",
    new Blob([new Uint8Array(readFileSync(path.join(assets, clip)))], { type: "video/mp4" }),
    "clip.mp4",
  );
  const audio = await upload(
    "media",
    new Blob([new Uint8Array(wavTone(2))], { type: "audio/wav" }),
    "estimated-payments.wav",
  );
  const file = await upload(
    "files",
    new Blob([WORKSHEET_CSV], { type: "text/csv" }),
    "estimated-payments-2026.csv",
  );
  return { images, video, audio, file };
}
