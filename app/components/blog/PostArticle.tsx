import { ServerHtml } from "~/delivery/ServerHtml";
import { ArrowLeft } from "~/shell/ui/icons";
import type { PostCardData } from "~/blog/card";
import { formatReadingTime } from "~/blog/excerpt";
import { ArticleImage } from "~/components/blog/ArticleImage";
import { PostCard } from "~/components/blog/PostCard";
import { TopicLinks } from "~/components/blog/TopicLinks";
import type { PostArticleData } from "~/components/blog/post-page.server";
import { ReminderSignup } from "~/components/reminders/ReminderSignup";
import { useSite } from "~/site/use-site";
import { AskPanel } from "~/components/page/AskPanel";
import { PageHeader } from "~/components/page/PageHeader";
import { SiteLink } from "~/shell/ui/SiteLink";
import postStylesheet from "./post.css?url";

/** The cards' rules ship with post pages only (React places the sheet by its precedence). */
export const postStylesheetLinks = () => [{ rel: "stylesheet", href: postStylesheet, precedence: "default" }];

/** A post's page below the site's header: the article, its details and more to read. */
export function PostArticle({ post, related }: { post: PostArticleData; related: readonly PostCardData[] }) {
  const { reminders } = useSite();

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
          <ServerHtml as="section" className="rounded-xl border border-border bg-surface p-6">
            <h2 className="font-subheading text-sm font-semibold tracking-wider text-fg-muted uppercase">
              Written by
            </h2>
            <p className="mt-2 font-semibold">{post.author.name}</p>
            {post.author.bio && <p className="mt-1 text-sm text-fg-muted">{post.author.bio}</p>}
          </ServerHtml>

          {post.tags.length > 0 && (
            <ServerHtml as="section" className="rounded-xl border border-border bg-surface p-6">
              <h2 className="font-subheading text-sm font-semibold tracking-wider text-fg-muted uppercase">
                Topics
              </h2>
              <TopicLinks topics={post.tags} testId="post-tags" />
            </ServerHtml>
          )}
        </div>

        <AskPanel
          title="Questions about your own situation?"
          action={{ to: "/schedule", label: "Schedule a Consultation" }}
        >
          This article is general information, not advice for your return or your business. We are glad to
          look at the details with you.
        </AskPanel>
      </aside>

      {reminders && (
        <div className="container-site pb-12 md:pb-16">
          <ReminderSignup id="reminders" variant="panel" />
        </div>
      )}

      {related.length > 0 && (
        <ServerHtml as="section" aria-labelledby="more-news" className="border-t border-border bg-muted">
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
        </ServerHtml>
      )}
    </>
  );
}
