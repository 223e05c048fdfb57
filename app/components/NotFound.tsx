import { Home, LifeBuoy, Newspaper, SearchCheck } from "~/shell/ui/icons";
import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import {
  MAX_MANUAL_RETRIES,
  longBlogSlug,
  nextRetryLength,
  retryHref,
  truncateSlug,
} from "~/blog/slug-recovery";
import { recoveryToast } from "~/blog/toasts";
import { postPath } from "~/blog/types";
import { useSiteHref } from "~/site/use-site";
import { toast } from "../shell/ui/toasts";
import { SiteLink } from "../shell/ui/SiteLink";

/** SPEC section 9: the 404 page returns home after this many seconds. */
export const NOT_FOUND_COUNTDOWN_SECONDS = 5;
export const RECOVERY_EXHAUSTED_TEXT = "Multiple attempts failed. The post may not exist.";
/** The resource route that says whether a (shortened) post slug exists. */
export const RECOVER_PATH = "/api/blog/recover";

/**
 * The 404 page: what may have happened, a countdown back home, and ways forward. A long news link
 * gets the recovery flow instead, after `recoveryFailures` manual retries the server already made.
 */
export function NotFound({ recoveryFailures = 0 }: { recoveryFailures?: number }) {
  const { pathname } = useLocation();
  const longSlug = longBlogSlug(pathname);
  return longSlug ? (
    <LongSlugNotFound slug={longSlug} initialFailures={recoveryFailures} />
  ) : (
    <PlainNotFound />
  );
}

function Heading() {
  return (
    <>
      <p className="font-heading text-8xl font-semibold text-primary-ink md:text-9xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold md:text-4xl">
        <span className="sr-only">404: </span>We can’t find that page
      </h1>
    </>
  );
}

function PlainNotFound() {
  const [secondsLeft, setSecondsLeft] = useState(NOT_FOUND_COUNTDOWN_SECONDS);
  const navigate = useNavigate();
  const href = useSiteHref();

  // One interval for the whole countdown: a chain of timeouts, each set after a render, drifts and
  // stalls when rendering is slow (or the clock is a test's).
  useEffect(() => {
    const timer = setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1_000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (secondsLeft <= 0) void navigate(href("/"), { replace: true });
  }, [secondsLeft, navigate, href]);

  return (
    <div className="container-site flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <Heading />
      <div className="mt-6 max-w-xl text-left text-fg-muted">
        <p>This can happen when:</p>
        <ul className="mt-3 list-disc space-y-1 pl-6">
          <li>the address was typed or pasted with a small mistake,</li>
          <li>the page has moved or was retired when we reorganized the site, or</li>
          <li>a link from another site or an old email points to a page that no longer exists.</li>
        </ul>
      </div>
      <p className="mt-6 text-fg" role="timer" aria-live="off" data-testid="countdown">
        Taking you to the home page in <strong>{secondsLeft}</strong>{" "}
        {secondsLeft === 1 ? "second" : "seconds"}.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <SiteLink to="/" className="btn btn-primary">
          <Home aria-hidden="true" className="size-4" /> Return Home Now
        </SiteLink>
        <SiteLink to="/contact" className="btn btn-outline">
          <LifeBuoy aria-hidden="true" className="size-4" /> Contact Support
        </SiteLink>
      </div>
    </div>
  );
}

type RecoverData = { found: string | null } | { error: string };

/**
 * A news link longer than any post address: usually one that was cut, padded or joined with other
 * text when it was shared. The server already tried the full slug and its first 120 characters; the
 * visitor may try two shorter versions (80, then 50 characters). 'Try Shorter URL' is a link to the
 * next retry, which the server answers with the post or this page one step on, so it works from the
 * first paint and without JavaScript; once React runs it looks without leaving the page and reports
 * with toasts. No countdown: they came for an article, and are offered the news page instead.
 */
function LongSlugNotFound({ slug, initialFailures }: { slug: string; initialFailures: number }) {
  const fetcher = useFetcher<RecoverData>();
  const navigate = useNavigate();
  const { search } = useLocation();
  const href = useSiteHref();
  /** Manual retries that came back 'not found' (SPEC: 404 retry counter, 0 to 2). */
  const [failures, setFailures] = useState(initialFailures);
  // Arriving from a retry the server answered (no JavaScript yet, or none at all), say how it went.
  const [status, setStatus] = useState(() =>
    initialFailures > 0 ? `No post at the first ${nextRetryLength(initialFailures)} characters.` : "",
  );
  const pending = useRef<number | null>(null);

  const exhausted = failures >= MAX_MANUAL_RETRIES;
  const busy = fetcher.state !== "idle";

  function tryShorter() {
    // Attempt 0 was the server's automatic try at 120 characters; manual retries are attempts 1 and 2.
    const length = nextRetryLength(failures + 1);
    if (busy || exhausted || length === null) return;
    const candidate = truncateSlug(slug, length);
    pending.current = length;
    setStatus(`Looking for a post at the first ${length} characters of this address…`);
    void fetcher.load(`${RECOVER_PATH}?slug=${encodeURIComponent(candidate)}`);
  }

  useEffect(() => {
    const length = pending.current;
    if (fetcher.state !== "idle" || length === null) return;
    pending.current = null;
    const answer = fetcher.data;
    const online = navigator.onLine;
    if (!answer) {
      setStatus("");
      return; // aborted: the visitor left or pressed again; nothing to report
    }
    if ("error" in answer) {
      // Could not look (offline, service down): the try does not count against the two allowed.
      const message = recoveryToast({ error: new Error(answer.error) }, { online });
      if (message) toast(message);
      setStatus("The search could not be completed. You can try again.");
      return;
    }
    const message = recoveryToast({ found: answer.found }, { online });
    if (message) toast(message);
    if (answer.found) {
      setStatus("Post found. Taking you there…");
      void navigate(href(postPath(answer.found)), { replace: true });
      return;
    }
    setFailures((count) => count + 1);
    setStatus(`No post at the first ${length} characters.`);
  }, [fetcher.state, fetcher.data, navigate, href]);

  return (
    <div
      className="container-site flex min-h-[60vh] flex-col items-center justify-center py-20 text-center"
      data-testid="long-slug-recovery"
    >
      <Heading />
      <div className="mt-6 max-w-xl text-left text-fg-muted">
        <p>
          This news link is longer than any of our article addresses. Links like this are usually cut short,
          run together with other text, or padded when they are shared by email or on social media. We also
          checked a shorter version of it, without luck.
        </p>
        <p className="mt-3">You can try shorter versions of the link, or browse all of our news.</p>
      </div>

      {exhausted && (
        <p className="mt-6 font-semibold text-fg" data-testid="recovery-exhausted">
          {RECOVERY_EXHAUSTED_TEXT}
        </p>
      )}
      <p role="status" className="mt-4 min-h-6 text-sm text-fg-muted">
        {exhausted ? "" : status}
      </p>

      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <SiteLink to="/blog" className="btn btn-primary">
          <Newspaper aria-hidden="true" className="size-4" /> Go to News
        </SiteLink>
        {!exhausted && (
          <a
            href={retryHref(postPath(slug), new URLSearchParams(search), failures)}
            className="btn btn-outline"
            onClick={(event) => {
              event.preventDefault();
              tryShorter();
            }}
            aria-disabled={busy || undefined}
            data-testid="try-shorter"
          >
            <SearchCheck aria-hidden="true" className="size-4" />
            {busy ? "Searching…" : "Try Shorter URL"}
          </a>
        )}
        <SiteLink to="/contact" className="btn btn-outline">
          <LifeBuoy aria-hidden="true" className="size-4" /> Contact Support
        </SiteLink>
      </div>
    </div>
  );
}
