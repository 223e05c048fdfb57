import { CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH } from "./PostCard";

/**
 * A grey stand-in with a post card's shape, shown while posts load. Hidden from assistive
 * technology: the list announces loading once in words instead.
 */
export function PostCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="post-card-skeleton"
      className="flex h-full animate-pulse flex-col overflow-hidden rounded-xl border border-border bg-surface"
    >
      <div className="bg-muted" style={{ aspectRatio: `${CARD_IMAGE_WIDTH} / ${CARD_IMAGE_HEIGHT}` }} />
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <div className="h-5 w-24 rounded-full bg-muted" />
        <div className="h-6 w-11/12 rounded bg-muted" />
        <div className="h-6 w-2/3 rounded bg-muted" />
        <div className="mt-2 h-4 w-full rounded bg-muted" />
        <div className="h-4 w-full rounded bg-muted" />
        <div className="h-4 w-4/5 rounded bg-muted" />
        <div className="mt-auto h-4 w-1/2 rounded bg-muted pt-5" />
      </div>
    </div>
  );
}

/** `count` skeleton cards, e.g. one page's worth while the next page loads. */
export function PostCardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="list-none">
          <PostCardSkeleton />
        </li>
      ))}
    </>
  );
}
