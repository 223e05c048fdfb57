import { useEffect, useRef } from "react";
import { lazyImageSettings, runLazyImage } from "./lazy-image";
import { LAZY_IMAGE_ATTRIBUTE } from "~/delivery/server-html";

interface LazyImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** For an image on the first screen: in the page's HTML from the start and fetched at high priority. */
  priority?: boolean;
}

/**
 * An image that loads when it nears the viewport, reserves its space from width/height (no layout
 * shift) and says 'Image could not be loaded' if it fails (lazy-image.ts does both, here and in
 * server-kept HTML alike). Without JavaScript the noscript copy loads. A `priority` image is the
 * exception: it is on the first screen, so it is in the HTML and loads at once, before scripts.
 */
export function LazyImage({ src, alt, width, height, className = "", priority = false }: LazyImageProps) {
  const holder = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (holder.current) return runLazyImage(holder.current, lazyImageSettings(), { src, alt, width, height });
  }, [src, alt, width, height]);

  const image = { src, alt, width, height };
  return (
    // A new picture is a new holder: lazy-image.ts draws into it, so React never reuses one.
    // The holder is as wide as its box (w-full; a caller narrows it with max-w-*): with an automatic width,
    // WebKit takes a grid track's size from the height the ratio gave at the window's last width, and a
    // list of cards narrowed from 1,280 to 390 px stayed 389 px wide, wider than the window.
    <span
      key={src}
      ref={holder}
      className={`relative block w-full overflow-hidden bg-muted ${className}`}
      style={{ aspectRatio: `${width} / ${height}` }}
      {...{ [LAZY_IMAGE_ATTRIBUTE]: "" }}
    >
      {priority ? (
        <img
          {...image}
          decoding="async"
          fetchPriority="high"
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <noscript>
          <img {...image} className="absolute inset-0 size-full object-cover" />
        </noscript>
      )}
    </span>
  );
}
