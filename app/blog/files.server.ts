/**
 * The embedded default blog source: Markdown files in content/blog/, used whenever no Ghost is
 * configured. Each post is a `.md` file with YAML front matter; tag names and descriptions live in
 * content/blog/tags.yaml. Files are read and parsed once, then served from memory. Posts dated in
 * the future stay hidden until their date, like scheduled posts in Ghost.
 *
 * Front matter fields: title, slug (defaults to the file name), published_at, updated_at, tags (tag
 * slugs, the first is the primary tag), author (name, slug, bio, website), featured, feature_image,
 * custom_excerpt, and the post settings a Ghost writer has, under Ghost's names (feature_image_alt,
 * feature_image_caption, meta_title, meta_description, og_image, og_title, og_description,
 * twitter_image, twitter_title, twitter_description, canonical_url).
 *
 * The body is Markdown (GitHub flavour) plus the common cards of Ghost's editor, written as
 * `:::` blocks (markdown-cards.ts; content/README.md documents the format), so both sources give
 * readers the same post.
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { Marked } from "marked";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { FRONT_MATTER } from "../content/markdown";
import { log } from "../log.server";
import { estimateReadingTime, htmlToText } from "./excerpt";
import { createImageAllowList } from "./feature-image";
import { markdownCards } from "./markdown-cards";
import { readPostSettings } from "./post-settings.server";
import { sanitizeBlogHtml } from "./sanitize.server";
import { isPlausibleSlug } from "./slug-recovery";
import {
  DEFAULT_VISIBILITY,
  PAGE_SIZE_FEATURED,
  emptyPostPage,
  paginate,
  postPath,
  type BlogAuthor,
  type BlogPost,
  type BlogSource,
  type BrowsePostsOptions,
  type PostPage,
  type PostTag,
  type Tag,
} from "./types";

/** Where the posts live unless told otherwise (the server runs from the repository root). */
export function defaultContentDir(): string {
  return path.join(process.cwd(), "content", "blog");
}

/** Who wrote a post when its front matter does not say. */
export const DEFAULT_FILES_AUTHOR: BlogAuthor = {
  id: "dresden-tax-team",
  name: "The Dresden Tax Team",
  profile_image: null,
  bio: "Tax preparers, bookkeepers and payroll specialists in Dresden, Ohio.",
  website: null,
  slug: "dresden-tax-team",
};

/** Ghost's excerpt is the first 500 characters of the body; do the same. */
const AUTO_EXCERPT_LENGTH = 500;

const dateText = z
  .union([z.string(), z.date()])
  .transform((value) => (value instanceof Date ? value : new Date(value)))
  .refine((date) => !Number.isNaN(date.getTime()), "is not a valid date")
  .transform((date) => date.toISOString());

const slugText = z.string().refine(isPlausibleSlug, "must contain only letters, digits, '-' and '_'");

const frontMatterSchema = z.object({
  title: z.string().trim().min(1),
  slug: slugText.optional(),
  published_at: dateText,
  updated_at: dateText.optional(),
  tags: z.array(slugText).default([]),
  author: z
    .object({
      name: z.string().trim().min(1),
      slug: slugText,
      bio: z.string().trim().optional(),
      website: z.url().optional(),
      profile_image: z.string().optional(),
    })
    .optional(),
  featured: z.boolean().default(false),
  feature_image: z.string().optional(),
  custom_excerpt: z.string().trim().min(1).optional(),
  feature_image_alt: z.string().optional(),
  feature_image_caption: z.string().optional(),
  meta_title: z.string().optional(),
  meta_description: z.string().optional(),
  og_image: z.string().optional(),
  og_title: z.string().optional(),
  og_description: z.string().optional(),
  twitter_image: z.string().optional(),
  twitter_title: z.string().optional(),
  twitter_description: z.string().optional(),
  canonical_url: z.url({ protocol: /^https?$/ }).optional(),
});

const tagsFileSchema = z.array(
  z.object({
    slug: slugText,
    name: z.string().trim().min(1),
    description: z.string().trim().optional(),
  }),
);

export interface MarkdownBlog {
  /** Every parsed post, newest first, including future-dated ones. */
  posts: BlogPost[];
  /** Tags from tags.yaml, in file order. */
  tags: PostTag[];
  /** Files that could not be used and why; empty when all content is good. */
  problems: string[];
}

/** 24 hex digits (the shape of Ghost ids) derived from the slug, so ids are stable across restarts. */
function stableId(slug: string): string {
  return createHash("sha1").update(`post:${slug}`).digest("hex").slice(0, 24);
}

function stableUuid(slug: string): string {
  const hex = createHash("sha1").update(`uuid:${slug}`).digest("hex");
  // Shaped like a version-5 UUID (name-based, SHA-1).
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16] ?? "0", 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "front matter"} ${issue.message}`).join("; ");
}

/** The body's HTML; a malformed card block throws with marked's own plea to report it left off. */
function parseMarkdown(marked: Marked, body: string): string {
  try {
    return marked.parse(body) as string;
  } catch (error) {
    throw new Error(error instanceof Error ? error.message.split("\n")[0] : String(error), { cause: error });
  }
}

/** Reads and parses every post and the tag list. Never throws: problems are collected instead. */
export async function loadMarkdownBlog(contentDir: string = defaultContentDir()): Promise<MarkdownBlog> {
  const problems: string[] = [];
  const marked = new Marked({ gfm: true, async: false }, markdownCards());
  const allowImage = createImageAllowList();

  let tags: PostTag[] = [];
  try {
    const raw: unknown = parseYaml(await readFile(path.join(contentDir, "tags.yaml"), "utf8"));
    const parsed = tagsFileSchema.safeParse(raw);
    if (parsed.success)
      tags = parsed.data.map((tag) => ({
        slug: tag.slug,
        name: tag.name,
        description: tag.description ?? null,
      }));
    else problems.push(`tags.yaml: ${describeIssues(parsed.error)}`);
  } catch (error) {
    problems.push(`tags.yaml: ${error instanceof Error ? error.message : String(error)}`);
  }
  const tagsBySlug = new Map(tags.map((tag) => [tag.slug, tag]));

  let files: string[] = [];
  try {
    files = (await readdir(contentDir)).filter((name) => name.endsWith(".md")).sort();
  } catch (error) {
    problems.push(`${contentDir}: ${error instanceof Error ? error.message : String(error)}`);
  }

  const posts: BlogPost[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    try {
      const source = await readFile(path.join(contentDir, file), "utf8");
      const match = FRONT_MATTER.exec(source);
      if (!match) {
        problems.push(`${file}: missing front matter (a '---' block at the top)`);
        continue;
      }
      const parsed = frontMatterSchema.safeParse(parseYaml(match[1] ?? ""));
      if (!parsed.success) {
        problems.push(`${file}: ${describeIssues(parsed.error)}`);
        continue;
      }
      const meta = parsed.data;
      const slug = meta.slug ?? file.replace(/\.md$/, "");
      if (!isPlausibleSlug(slug)) {
        problems.push(`${file}: the file name is not a usable slug; set 'slug' in the front matter`);
        continue;
      }
      if (seen.has(slug)) {
        problems.push(`${file}: slug '${slug}' is used by another post`);
        continue;
      }
      const unknownTags = meta.tags.filter((tag) => !tagsBySlug.has(tag));
      if (unknownTags.length > 0) {
        problems.push(`${file}: tags not listed in tags.yaml: ${unknownTags.join(", ")}`);
        continue;
      }
      const unallowedImage = (["feature_image", "og_image", "twitter_image"] as const).find(
        (field) => meta[field] && !allowImage(meta[field]),
      );
      if (unallowedImage) {
        problems.push(`${file}: ${unallowedImage} must be under /blog-images/ or on an allowed host`);
        continue;
      }
      seen.add(slug);

      const html = sanitizeBlogHtml(parseMarkdown(marked, match[2] ?? ""));
      const plain = htmlToText(html);
      const postTags = meta.tags
        .map((tag) => tagsBySlug.get(tag))
        .filter((tag): tag is PostTag => tag !== undefined);
      posts.push({
        id: stableId(slug),
        uuid: stableUuid(slug),
        title: meta.title,
        slug,
        html,
        mobiledoc: null,
        lexical: null,
        feature_image: allowImage(meta.feature_image),
        featured: meta.featured,
        visibility: DEFAULT_VISIBILITY,
        created_at: meta.published_at,
        updated_at: meta.updated_at ?? null,
        published_at: meta.published_at,
        custom_excerpt: meta.custom_excerpt ?? null,
        excerpt:
          plain.length > AUTO_EXCERPT_LENGTH
            ? plain.slice(0, plain.lastIndexOf(" ", AUTO_EXCERPT_LENGTH))
            : plain,
        reading_time: estimateReadingTime(plain),
        primary_tag: postTags[0] ?? null,
        tags: postTags,
        primary_author: meta.author
          ? {
              id: meta.author.slug,
              name: meta.author.name,
              profile_image: allowImage(meta.author.profile_image),
              bio: meta.author.bio ?? null,
              website: meta.author.website ?? null,
              slug: meta.author.slug,
            }
          : DEFAULT_FILES_AUTHOR,
        url: postPath(slug),
        ...readPostSettings(meta, (url) => allowImage(typeof url === "string" ? url : null)),
      });
    } catch (error) {
      problems.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  posts.sort(
    (a, b) => (b.published_at ?? "").localeCompare(a.published_at ?? "") || a.slug.localeCompare(b.slug),
  );
  return { posts, tags, problems };
}

export interface FilesSourceOptions {
  contentDir?: string;
  /** The current time; posts dated after it are hidden. For tests. */
  now?: () => Date;
  logger?: Pick<Console, "error">;
}

/** A list entry: like Ghost's list answers, without the body. */
function withoutBody(post: BlogPost): BlogPost {
  return { ...post, html: null };
}

export function createFilesSource(options: FilesSourceOptions = {}): BlogSource {
  const contentDir = options.contentDir ?? defaultContentDir();
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? log;
  let loading: Promise<MarkdownBlog> | null = null;

  function blog(): Promise<MarkdownBlog> {
    loading ??= loadMarkdownBlog(contentDir).then((loaded) => {
      for (const problem of loaded.problems) logger.error(`[blog] content/blog: ${problem} (post skipped)`);
      return loaded;
    });
    return loading;
  }

  async function published(): Promise<BlogPost[]> {
    const cutoff = now().toISOString();
    return (await blog()).posts.filter((post) => post.published_at !== null && post.published_at <= cutoff);
  }

  function counted(tag: PostTag, posts: readonly BlogPost[]): Tag {
    return {
      ...tag,
      count: { posts: posts.filter((post) => post.tags.some((t) => t.slug === tag.slug)).length },
    };
  }

  async function browsePosts({ limit, page, filter, withBody }: BrowsePostsOptions): Promise<PostPage> {
    const size = Math.max(1, Math.floor(limit) || 1);
    const pageNumber = Math.max(1, Math.floor(page) || 1);
    let posts = await published();
    if (filter?.tag !== undefined) {
      const tag = filter.tag;
      posts = posts.filter((post) => post.tags.some((t) => t.slug === tag));
    }
    if (filter?.featured === true) posts = posts.filter((post) => post.featured);
    if (posts.length === 0) return emptyPostPage(pageNumber, size);
    const slice = posts.slice((pageNumber - 1) * size, pageNumber * size).map(withBody ? (post) => post : withoutBody);
    return { posts: slice, pagination: paginate(pageNumber, size, slice.length, posts.length) };
  }

  async function readPost(slug: string): Promise<BlogPost | null> {
    return (await published()).find((post) => post.slug === slug) ?? null;
  }

  async function browseTags(): Promise<Tag[]> {
    const posts = await published();
    return (await blog()).tags
      .map((tag) => counted(tag, posts))
      .filter((tag) => tag.count.posts > 0)
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  async function readTag(slug: string): Promise<Tag | null> {
    const tag = (await blog()).tags.find((t) => t.slug === slug);
    if (!tag) return null;
    const withCount = counted(tag, await published());
    // Ghost's Content API answers 404 for a tag without published posts; behave the same.
    return withCount.count.posts > 0 ? withCount : null;
  }

  async function featuredPosts(limit: number = PAGE_SIZE_FEATURED): Promise<BlogPost[]> {
    return (await browsePosts({ limit, page: 1, filter: { featured: true } })).posts;
  }

  return { name: "files", browsePosts, readPost, browseTags, readTag, featuredPosts };
}
