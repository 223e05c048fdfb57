import { preload } from "react-dom";
import {
  CalendarCheck,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  LogIn,
  Pause,
  Phone,
  Play,
} from "~/shell/ui/icons";
import type { HeroArtView, HeroSlide } from "~/site/home";
import { useSite } from "~/site/use-site";
import { BlockScript } from "~/delivery/BlockScript";
import { ServerHtml } from "~/delivery/ServerHtml";
import { SiteLink } from "~/shell/ui/SiteLink";
import { heroCarouselScript, ROTATION_LABELS, startHeroCarousel } from "./hero-carousel-script";

/** Where the welcome section starts; the scroll cue leads there. */
export const WELCOME_SECTION_ID = "welcome";

/** The three ways a slide shows the brand's hero art (transforms only: nothing is re-fetched). */
const ART_VIEW_CLASS: Record<HeroArtView, string> = {
  wide: "object-[50%_75%]",
  mirrored: "object-[50%_75%] -scale-x-100",
  close: "object-[50%_75%] origin-[62%_78%] scale-[1.35]",
};

/** Both calls to action share one width that fits their words in the web font and in its fallback, so
    neither moves the other when the font arrives. */
const ctaSize = "px-6 text-base sm:min-w-[19rem]";

const controlButton =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-border bg-surface/90 text-fg shadow-sm backdrop-blur-sm transition-colors hover:bg-muted";

/**
 * The hero: the page's h1, a carousel of three slides over the brand's landscape art (WAI-ARIA APG
 * carousel: rotation control first, slides as labelled groups, a polite live region only while not
 * rotating), the ten-item services panel and a scroll cue to the welcome section. The server writes it
 * with the first slide current; its script (hero-carousel-script.ts, written after it) runs the slides,
 * the parallax and the cue. The carousel's buttons are shown once the script runs (their place kept),
 * never without JavaScript, where the slides line up side by side in a strip to swipe or scroll
 * through (app.css).
 */
export function HeroCarousel({ heading, slides }: { heading: string; slides: readonly HeroSlide[] }) {
  const { brand } = useSite();
  const count = slides.length;

  return (
    <section
      aria-labelledby="home-title"
      data-home-section="hero"
      className="relative isolate overflow-hidden border-b border-border"
    >
      <HeroArt
        light={brand.backgrounds.heroLight}
        dark={brand.backgrounds.heroDark}
        views={slides.map((s) => s.view)}
      />
      <div className="container-site relative grid items-start gap-10 pt-8 pb-6 sm:pt-12 lg:min-h-[42rem] lg:grid-cols-12 lg:gap-12 lg:pt-16 lg:pb-24">
        <div className="lg:col-span-7">
          <h1
            id="home-title"
            className="flex w-fit max-w-full items-center gap-2.5 rounded-2xl border sm:rounded-full border-border bg-surface/90 px-4 py-1.5 font-subheading text-xs font-semibold tracking-wide text-primary-ink uppercase shadow-sm backdrop-blur-sm sm:text-sm"
          >
            <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-primary" />
            {heading}
          </h1>

          <div
            role="region"
            aria-roledescription="carousel"
            aria-label="Highlights"
            data-testid="hero-carousel"
            data-hero-carousel=""
            data-rotating="true"
            className="hero-carousel mt-6 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-8 sm:mt-8"
          >
            <button
              type="button"
              className={`script-control ${controlButton} col-start-1 row-start-2`}
              data-hero-rotation=""
              data-playing="true"
              aria-label={ROTATION_LABELS.stop}
            >
              <Pause aria-hidden="true" className="size-4 in-data-[playing=false]:hidden" />
              <Play aria-hidden="true" className="hidden size-4 in-data-[playing=false]:block" />
            </button>

            {/* The height fits the longest slide of every brand in the web fonts and in their fallbacks, so
                nothing moves when a slide changes or a font arrives (measured at 360 to 1440 px). */}
            <div
              id="hero-slides"
              data-hero-slides=""
              aria-live="off"
              className="hero-slides col-span-2 row-start-1 grid min-h-[27.25rem] sm:min-h-[20rem] lg:min-h-[25.5rem] xl:min-h-[23.75rem]"
            >
              {slides.map((slide, index) => (
                <div
                  key={slide.headline}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${count}`}
                  data-hero-slide=""
                  data-active={index === 0}
                  className="hero-slide [grid-area:1/1] transition-[opacity,visibility] duration-700 ease-out data-[active=false]:invisible data-[active=false]:opacity-0"
                >
                  <h2 className="max-w-[40rem] text-[2.35rem] leading-[1.08] font-semibold tracking-tight text-fg sm:text-5xl xl:text-[3.5rem]">
                    {slide.headline}
                  </h2>
                  <p className="mt-5 max-w-xl text-lg leading-relaxed text-fg-muted sm:text-xl">
                    {slide.text}
                  </p>
                  <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                    <SiteLink to="/schedule" className={`btn btn-primary ${ctaSize}`} data-cta="schedule">
                      <CalendarCheck aria-hidden="true" className="size-5" />
                      Schedule a Consultation
                    </SiteLink>
                    <SiteLink
                      to={brand.links.clientPortal}
                      className={`btn btn-outline ${ctaSize}`}
                      data-cta="portal"
                    >
                      <LogIn aria-hidden="true" className="size-5" />
                      Client Portal Login
                    </SiteLink>
                  </div>
                </div>
              ))}
            </div>

            <div className="script-control col-start-2 row-start-2 flex items-center gap-1.5">
              <button
                type="button"
                className={controlButton}
                aria-label="Previous slide"
                aria-controls="hero-slides"
                data-hero-step="-1"
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
              </button>
              <div className="flex items-center">
                {slides.map((slide, index) => (
                  <button
                    key={slide.headline}
                    type="button"
                    className="group inline-flex size-8 items-center justify-center rounded-full"
                    aria-label={`Slide ${index + 1} of ${count}`}
                    aria-current={index === 0 ? "true" : undefined}
                    aria-controls="hero-slides"
                    data-hero-dot=""
                  >
                    <span
                      aria-hidden="true"
                      className="block h-2.5 w-2.5 rounded-full border border-fg-muted transition-all duration-300 group-hover:bg-fg-muted group-aria-[current=true]:w-7 group-aria-[current=true]:border-primary-ink group-aria-[current=true]:bg-primary-ink"
                    />
                  </button>
                ))}
              </div>
              <button
                type="button"
                className={controlButton}
                aria-label="Next slide"
                aria-controls="hero-slides"
                data-hero-step="1"
              >
                <ChevronRight aria-hidden="true" className="size-5" />
              </button>
            </div>
          </div>
        </div>

        <div className="lg:col-span-5">
          <ServicesPanel items={brand.heroServices} phone={brand.contact.phone} />
        </div>
      </div>
      <ScrollCue />
      <BlockScript script={heroCarouselScript} start={startHeroCarousel} />
    </section>
  );
}

const DARK_SYSTEM = "(prefers-color-scheme: dark)";

/** The brand's landscape behind the slides: one view per slide, cross-faded (the script moves it for parallax). */
function HeroArt({ light, dark, views }: { light: string; dark: string; views: readonly HeroArtView[] }) {
  // The dark art is lazy: hidden in the light theme, it is then never fetched nor parsed (an SVG is a
  // document on a phone's main thread). A system in the dark theme still fetches it early, at high priority.
  preload(dark, { as: "image", fetchPriority: "high", media: DARK_SYSTEM });
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div data-testid="hero-art" data-hero-art="" className="absolute inset-0">
        {views.map((view, index) => {
          // The first slide's art is the page's largest image: loaded first and at high priority, the
          // light theme's (the default) never lazily.
          const first = index === 0;
          const imageProps = {
            alt: "",
            width: 1600,
            height: 900,
            fetchPriority: first ? "high" : "auto",
            decoding: first ? "sync" : "async",
          } as const;
          return (
            <div
              key={view}
              data-hero-art-view=""
              data-active={first}
              className="absolute inset-0 overflow-hidden transition-opacity duration-1000 ease-out data-[active=false]:opacity-0"
            >
              <img
                src={light}
                {...imageProps}
                className={`size-full object-cover dark:hidden ${ART_VIEW_CLASS[view]}`}
              />
              <img
                src={dark}
                {...imageProps}
                loading="lazy"
                className={`hidden size-full object-cover dark:block ${ART_VIEW_CLASS[view]}`}
              />
            </div>
          );
        })}
      </div>
      {/* Keeps the text readable over the art in both themes: stronger where the text sits. */}
      <div className="absolute inset-0 bg-linear-to-b from-bg/90 via-bg/75 to-bg/35 lg:bg-linear-to-r lg:from-bg/95 lg:via-bg/70 lg:to-bg/0" />
    </div>
  );
}

/** The "services offered" panel: the brand's ten hero services and the phone number. */
function ServicesPanel({
  items,
  phone,
}: {
  items: readonly string[];
  phone: { display: string; tel: string };
}) {
  return (
    <ServerHtml className="rounded-2xl border border-border bg-surface/95 p-6 shadow-xl shadow-black/5 backdrop-blur-md sm:p-7 dark:shadow-black/30">
      <h2 id="hero-services-title" className="text-xl font-semibold text-fg">
        Services we offer
      </h2>
      <ul
        aria-labelledby="hero-services-title"
        className="mt-5 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-1 xl:gap-y-3.5"
      >
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3 text-[0.95rem] leading-snug text-fg">
            <CircleCheck aria-hidden="true" className="mt-px size-5 shrink-0 text-primary-ink" />
            {item}
          </li>
        ))}
      </ul>
      <div className="mt-6 border-t border-border pt-5">
        <p className="text-sm text-fg-muted">Questions before you book?</p>
        <a
          href={`tel:${phone.tel}`}
          className="mt-1 inline-flex items-center gap-2 text-lg font-semibold text-primary-ink hover:underline"
        >
          <Phone aria-hidden="true" className="size-5" />
          {`Call ${phone.display}`}
        </a>
      </div>
    </ServerHtml>
  );
}

/** A link to the welcome section; the hero's script scrolls there smoothly (unless reduced motion) and moves focus with it. */
function ScrollCue() {
  return (
    <div className="relative flex justify-center pb-6 lg:absolute lg:inset-x-0 lg:bottom-6 lg:pb-0">
      <a
        href={`#${WELCOME_SECTION_ID}`}
        data-testid="scroll-cue"
        data-scroll-cue=""
        className="group inline-flex flex-col items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold tracking-wider text-fg-muted uppercase hover:text-fg"
      >
        <span aria-hidden="true">Scroll</span>
        <span className="inline-flex size-10 items-center justify-center rounded-full border border-border bg-surface/90 text-fg shadow-sm transition-transform group-hover:translate-y-0.5">
          <ChevronDown aria-hidden="true" className="size-5" />
        </span>
        <span className="sr-only">Scroll to the welcome section</span>
      </a>
    </div>
  );
}
