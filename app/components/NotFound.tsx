import { Home, LifeBuoy } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useSiteHref } from "~/site/use-site";
import { SiteLink } from "./ui/SiteLink";

/** SPEC section 9: the 404 page returns home after this many seconds. */
export const NOT_FOUND_COUNTDOWN_SECONDS = 5;

/** The 404 page: what may have happened, a countdown back home, and ways forward. */
export function NotFound() {
  const [secondsLeft, setSecondsLeft] = useState(NOT_FOUND_COUNTDOWN_SECONDS);
  const navigate = useNavigate();
  const href = useSiteHref();

  useEffect(() => {
    if (secondsLeft <= 0) {
      void navigate(href("/"), { replace: true });
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1_000);
    return () => clearTimeout(timer);
  }, [secondsLeft, navigate, href]);

  return (
    <div className="container-site flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="font-heading text-8xl font-semibold text-primary-ink md:text-9xl" aria-hidden="true">404</p>
      <h1 className="mt-4 text-3xl font-semibold md:text-4xl">
        <span className="sr-only">404: </span>We can’t find that page
      </h1>
      <div className="mt-6 max-w-xl text-left text-fg-muted">
        <p>This can happen when:</p>
        <ul className="mt-3 list-disc space-y-1 pl-6">
          <li>the address was typed or pasted with a small mistake,</li>
          <li>the page has moved or was retired when we reorganized the site, or</li>
          <li>a link from another site or an old email points to a page that no longer exists.</li>
        </ul>
      </div>
      <p className="mt-6 text-fg" role="timer" aria-live="off" data-testid="countdown">
        Taking you to the home page in <strong>{secondsLeft}</strong> {secondsLeft === 1 ? "second" : "seconds"}.
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
