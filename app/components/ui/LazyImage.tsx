import { ImageOff } from "~/components/ui/icons";
import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";

/** SPEC section 9: images start loading when within this distance of the viewport. */
export const IMAGE_ROOT_MARGIN = "50px";
export const IMAGE_ERROR_TEXT = "Image could not be loaded";

type LazyImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "width" | "height" | "loading"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** For an image on the first screen: in the page's HTML from the start and fetched at high priority. */
  priority?: boolean;
};

/**
 * An image that loads when it nears the viewport, reserves its space from width/height (no layout
 * shift) and says 'Image could not be loaded' if it fails. Without JavaScript the noscript copy loads.
 * A `priority` image is the exception: it is on the first screen, so it loads at once, before scripts.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  className = "",
  priority = false,
  ...rest
}: LazyImageProps) {
  const holder = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(priority);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(priority);
  const shownSrc = useRef(src);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    if (priority) {
      // The server-rendered image may have failed before React attached its error handler.
      const image = element.querySelector("img");
      if (image?.complete && image.naturalWidth === 0) setFailed(true);
      return;
    }
    if (!("IntersectionObserver" in window)) {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: IMAGE_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [priority]);

  // A new picture in the same place fades in afresh.
  useEffect(() => {
    if (shownSrc.current === src) return;
    shownSrc.current = src;
    setFailed(false);
    setLoaded(false);
  }, [src]);

  return (
    <span
      ref={holder}
      className={`relative block overflow-hidden bg-muted ${className}`}
      style={{ aspectRatio: `${width} / ${height}` }}
      data-lazy-image
    >
      {failed ? (
        <span
          role="img"
          aria-label={alt ? `${alt}: ${IMAGE_ERROR_TEXT}` : IMAGE_ERROR_TEXT}
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center text-sm text-fg-muted"
        >
          <ImageOff aria-hidden="true" className="size-6" />
          <span aria-hidden="true">{IMAGE_ERROR_TEXT}</span>
        </span>
      ) : visible ? (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          fetchPriority={priority ? "high" : undefined}
          onLoad={() => setLoaded(true)}
          onError={() => setFailed(true)}
          className={`absolute inset-0 size-full object-cover transition-opacity duration-300 ${loaded ? "opacity-100" : "opacity-0"}`}
          {...rest}
        />
      ) : (
        <noscript>
          <img
            src={src}
            alt={alt}
            width={width}
            height={height}
            className="absolute inset-0 size-full object-cover"
          />
        </noscript>
      )}
    </span>
  );
}
