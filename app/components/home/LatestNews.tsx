import { ServerHtml } from "~/delivery/ServerHtml";
import { ArrowRight, Newspaper } from "~/shell/ui/icons";
import type { PostCardData } from "~/blog/card";
import type { SectionIntro } from "~/site/home";
import { PostCard } from "../blog/PostCard";
import { SiteLink } from "~/shell/ui/SiteLink";
import { SectionHeading } from "./SectionHeading";

/** SPEC section 2 (Blog): the words shown when there are no posts. */
export const NO_POSTS_TEXT = "No posts available at the moment.";

/** Latest news: the three newest posts and a button to the blog; a calm note when there are none. */
export function LatestNews({ intro, posts }: { intro: SectionIntro; posts: readonly PostCardData[] }) {
  return (
    <ServerHtml
      as="section"
      aria-labelledby="news-title"
      data-home-section="news"
      className="border-y border-border bg-muted py-16 sm:py-24"
    >
      <div className="container-site">
        <SectionHeading id="news-title" eyebrow={intro.eyebrow} title={intro.title} lede={intro.lede} />
        {posts.length > 0 ? (
          <ul className="mt-12 grid gap-6 md:grid-cols-3 md:gap-5 lg:gap-6">
            {posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} headingLevel={3} />
              </li>
            ))}
          </ul>
        ) : (
          <div
            data-testid="news-empty"
            className="mx-auto mt-12 flex max-w-xl flex-col items-center rounded-2xl border border-dashed border-border bg-surface px-6 py-10 text-center"
          >
            <Newspaper aria-hidden="true" className="size-10 text-fg-muted" />
            <p className="mt-4 text-lg font-semibold text-fg">{NO_POSTS_TEXT}</p>
            <p className="mt-1 text-fg-muted">
              New articles are on their way. Meanwhile, our tax resources answer the most common questions.
            </p>
            <SiteLink
              to="/resources/tax-prep-checklist"
              className="mt-4 font-semibold text-primary-ink underline"
            >
              See the tax prep checklist
            </SiteLink>
          </div>
        )}
        <div className="mt-12 flex justify-center">
          <SiteLink to="/blog" className="btn btn-outline px-6 text-base">
            Read all news
            <ArrowRight aria-hidden="true" className="size-5" />
          </SiteLink>
        </div>
      </div>
    </ServerHtml>
  );
}
