import { ArrowLeft, Phone } from "~/components/ui/icons";
import { useEffect } from "react";
import { data, replace } from "react-router";
import { NotFound } from "~/components/NotFound";
import type { Route } from "./+types/blog.$slug";
import { formatPostDate, mergeCards, toPostCard } from "~/blog/card";
import { cardExcerpt, formatReadingTime } from "~/blog/excerpt";
import {
  isLongSlug,
  isPlausibleSlug,
  nextRetryLength,
  recoveryAttempt,
  truncateSlug,
  withoutRetry,
} from "~/blog/slug-recovery";
import { LOAD_ERROR_TOASTS } from "~/blog/toasts";
import { PAGE_SIZE_FEATURED, postPath, tagPath, type BlogPost } from "~/blog/types";
import { ArticleImage } from "~/components/blog/ArticleImage";
import { BlogUnavailable } from "~/components/blog/BlogUnavailable";
import { blogRouteMeta, loadInBrowser } from "~/components/blog/client-load";
import { blogMeta } from "~/components/blog/meta.server";
import { PostCard } from "~/components/blog/PostCard";
import { PageHeader } from "~/components/page/PageHeader";
import { SiteLink } from "~/components/ui/SiteLink";
import { toast } from "~/components/ui/toast-store";
import { getSiteContext } from "~/request-context";
import { useSite } from "~/site/use-site";
import { blogPostingJsonLd } from "~/seo/structured-data";
import postStylesheet from "~/components/blog/post.css?url";

// The cards' rules ship with post pages only (React places the sheet by its precedence).
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: postStylesheet, precedence: "default" },
];

/** Meta descriptions are cut here (search results show about this much). */
const DESCRIPTION_LENGTH = 160;

/**
 * /blog/{slug}: one post. A slug longer than LONG_SLUG_THRESHOLD that matches no post is tried once
 * more cut to 120 characters (SPEC section 2, 404 page), or, for a manual retry (`?retry=1` or `2`, the
 * 404 page's 'Try Shorter URL' link), cut to 80 or 50; a post found that way answers a redirect to its
 * own address. Otherwise a missing post is a 404, whose page offers the retries still left.
 */
export async function loader(args: Route.LoaderArgs) {
  const { slug } = args.params;
  if (!isPlausibleSlug(slug)) return notFound();
  const { blog } = getSiteContext(args.context).services;

  const post = await blog.readPost(slug);
  if (!post) {
    // A long news link: try it cut to 120 characters, or to the length of the manual retry it asks for.
    const search = new URL(args.request.url).searchParams;
    const attempt = isLongSlug(slug) ? recoveryAttempt(search) : 0;
    if (isLongSlug(slug)) {
      const shorter = truncateSlug(slug, nextRetryLength(attempt)!);
      const found = shorter ? await blog.readPost(shorter) : null;
      // Temporary: the broken link is a guess's input, and a post may one day take its exact slug.
      if (found) throw replace(postPath(found.slug) + withoutRetry(search), 302);
    }
    // Nothing because the CMS is down is not 'no such post': say so (a page, never a 5xx, kept by no
    // cache) and keep 404 for real misses.
    if (!blog.health().ok)
      return data(
        {
          status: "unavailable" as const,
          meta: blogMeta(args, {
            title: "News",
            description: "Tax news and advice from our team in Dresden, Ohio.",
            noindex: true,
          }),
        },
        { headers: { "Cache-Control": "no-store" } },
      );
    return notFound(attempt);
  }

  const [sameTopic, latest] = await Promise.all([
    post.primary_tag
      ? blog.browsePosts({ limit: PAGE_SIZE_FEATURED + 1, page: 1, filter: { tag: post.primary_tag.slug } })
      : null,
    blog.browsePosts({ limit: PAGE_SIZE_FEATURED + 1, page: 1 }),
  ]);
  const related = mergeCards((sameTopic?.posts ?? []).map(toPostCard), latest.posts.map(toPostCard))
    .filter((card) => card.slug !== post.slug)
    .slice(0, PAGE_SIZE_FEATURED);

  const article = articleData(post);
  return {
    status: "ok" as const,
    post: article,
    related,
    meta: blogMeta(args, (site) => ({
      // The writer's settings win; each empty one keeps what the page derives (title, excerpt, image).
      title: post.meta_title ?? article.title,
      description: article.description,
      type: "article",
      image: article.feature_image,
      imageAlt: post.feature_image_alt ?? article.title,
      social: {
        og: { title: post.og_title, description: post.og_description, image: post.og_image },
        twitter: {
          title: post.twitter_title,
          description: post.twitter_description,
          image: post.twitter_image,
        },
      },
      canonicalUrl: post.canonical_url,
      article: {
        publishedTime: article.published_at,
        modifiedTime: article.updated_at,
        author: article.author.name,
        section: article.primary_tag?.name,
        tags: article.tags.map((tag) => tag.name),
      },
      breadcrumbs: [{ label: "News", href: "/blog" }],
      jsonLd: [
        blogPostingJsonLd(
          {
            title: article.title,
            slug: article.slug,
            excerpt: article.description,
            published_at: article.published_at,
            updated_at: article.updated_at,
            feature_image: article.feature_image,
            primary_author: article.author,
            tags: article.tags,
            primary_tag: article.primary_tag,
          },
          site.siteUrl,
          site.brand,
        ),
      ],
    })),
  };
}

/** What the article page shows (and its meta tags use): no CMS-only fields. */
function articleData(post: BlogPost) {
  return {
    slug: post.slug,
    title: post.title,
    // The page's title is its one h1; an h1 inside the body (pasted into the CMS) becomes an h2.
    html: (post.html ?? "").replace(/<(\/?)h1\b/gi, "<$1h2"),
    description: post.meta_description ?? cardExcerpt(post, DESCRIPTION_LENGTH),
    feature_image: post.feature_image,
    // Decorative unless the writer described it.
    feature_image_alt: post.feature_image_alt ?? "",
    feature_image_caption: post.feature_image_caption,
    published_at: post.published_at,
    published_label: formatPostDate(post.published_at),
    updated_at: post.updated_at,
    // Shown only when the post changed after it was published.
    updated_label:
      post.updated_at && post.updated_at > (post.published_at ?? "") ? formatPostDate(post.updated_at) : null,
    reading_time: post.reading_time,
    primary_tag: post.primary_tag ? { slug: post.primary_tag.slug, name: post.primary_tag.name } : null,
    tags: post.tags.map((tag) => ({ slug: tag.slug, name: tag.name })),
    author: {
      name: post.primary_author.name,
      bio: post.primary_author.bio,
      website: post.primary_author.website,
      slug: post.primary_author.slug,
    },
  };
}

/**
 * A 404 answered as data (not thrown), so this route's meta still gives the page its title and the
 * page renders the site's 404 (with long-slug recovery where it applies, after `recoveryFailures`
 * failed manual retries).
 */
function notFound(recoveryFailures = 0) {
  return data(
    { status: "not-found" as const, recoveryFailures },
    { status: 404, headers: { "Cache-Control": "no-store" } },
  );
}

export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadInBrowser("post", request, serverLoader);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = (args) => blogRouteMeta(args);

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const phone = useSite().brand.contact.phone;
  const unavailableOnServer = loaderData.status === "unavailable";
  useEffect(() => {
    // A failed browser load already showed its toast (clientLoader); this covers the server's answer.
    if (unavailableOnServer) toast(LOAD_ERROR_TOASTS.post);
  }, [unavailableOnServer]);

  if (loaderData.status === "not-found") return <NotFound recoveryFailures={loaderData.recoveryFailures} />;
  if (loaderData.status !== "ok") {
    return (
      <>
        <PageHeader title="News" />
        <div className="container-site py-12 md:py-16">
          <BlogUnavailable what="this article" />
        </div>
      </>
    );
  }

  const { post, related } = loaderData;
  const date = post.published_label;
  const updated = post.updated_label;
  const readingTime = formatReadingTime(post.reading_time);

  return (
    <>
      <PageHeader
        title={post.title}
        eyebrow={post.primary_tag?.name}
        breadcrumbs={[{ label: "News", href: "/blog" }]}
      >
        <p className="mt-5 flex flex-wrap items-center gap-x-2 gap-y-1 text-fg-muted" data-testid="post-meta">
          <span>
            By <span className="font-semibold text-fg">{post.author.name}</span>
          </span>
          {date && post.published_at && (
            <>
              <span aria-hidden="true">·</span>
              <time dateTime={post.published_at}>{date}</time>
            </>
          )}
          {readingTime && (
            <>
              <span aria-hidden="true">·</span>
              <span data-testid="reading-time">{readingTime}</span>
            </>
          )}
        </p>
        {updated && post.updated_at && (
          <p className="mt-1 text-sm text-fg-muted">
            Updated <time dateTime={post.updated_at}>{updated}</time>
          </p>
        )}
      </PageHeader>

      {/* The body is a grid of its own (post.css): text in the reading column, wide and full cards
          beyond it, so the article's details follow it instead of standing beside it. */}
      <article className="py-10 md:py-14">
        {post.feature_image && (
          <div className="post-canvas mb-10">
            <ArticleImage
              src={post.feature_image}
              alt={post.feature_image_alt}
              caption={post.feature_image_caption}
            />
          </div>
        )}
        <div
          className="post-canvas post-body prose-site"
          data-testid="post-body"
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
        <div className="container-site">
          <p className="mt-12 max-w-3xl border-t border-border pt-6">
            <SiteLink
              to="/blog"
              className="inline-flex items-center gap-2 font-semibold text-primary-ink hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" /> Back to all news
            </SiteLink>
          </p>
        </div>
      </article>

      <aside
        aria-label="About this article"
        className="container-site grid gap-6 pb-12 md:grid-cols-2 md:pb-16"
      >
        <div className="space-y-6">
          <section className="rounded-xl border border-border bg-surface p-6">
            <h2 className="font-subheading text-sm font-semibold tracking-wider text-fg-muted uppercase">
              Written by
            </h2>
            <p className="mt-2 font-semibold">{post.author.name}</p>
            {post.author.bio && <p className="mt-1 text-sm text-fg-muted">{post.author.bio}</p>}
          </section>

          {post.tags.length > 0 && (
            <section className="rounded-xl border border-border bg-surface p-6">
              <h2 className="font-subheading text-sm font-semibold tracking-wider text-fg-muted uppercase">
                Topics
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2" data-testid="post-tags">
                {post.tags.map((tag) => (
                  <li key={tag.slug}>
                    <SiteLink
                      to={tagPath(tag.slug)}
                      className="inline-flex min-h-10 items-center rounded-full border border-border bg-surface px-4 py-1.5 text-sm font-medium hover:bg-muted"
                    >
                      {tag.name}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <section className="rounded-xl bg-secondary p-6 text-on-secondary">
          <h2 className="text-xl font-semibold">Questions about your own situation?</h2>
          <p className="mt-2 text-sm opacity-90">
            This article is general information, not advice for your return or your business. We are glad to
            look at the details with you.
          </p>
          <div className="mt-5 flex flex-col gap-3">
            <SiteLink to="/schedule" className="btn btn-primary">
              Schedule a Consultation
            </SiteLink>
            <a href={`tel:${phone.tel}`} className="btn btn-on-dark">
              <Phone aria-hidden="true" className="size-4" /> Call {phone.display}
            </a>
          </div>
        </section>
      </aside>

      {related.length > 0 && (
        <section aria-labelledby="more-news" className="border-t border-border bg-muted">
          <div className="container-site py-12 md:py-16">
            <h2 id="more-news" className="text-2xl font-semibold md:text-3xl">
              Keep reading
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((card) => (
                <li key={card.slug} className="list-none">
                  <PostCard post={card} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
