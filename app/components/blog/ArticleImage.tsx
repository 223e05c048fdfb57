import { ImageOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { IMAGE_ERROR_TEXT } from "~/components/ui/LazyImage";
import { CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH } from "./PostCard";

/**
 * A post's feature image at the top of the article. It is the first thing a reader sees, so it loads
 * at once (not lazily); if it fails it says so, like every image on the site.
 */
export function ArticleImage({ src }: { src: string }) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  // The server-rendered image may have failed before React attached its error handler.
  useEffect(() => {
    const element = image.current;
    if (element && element.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <figure
      className="relative overflow-hidden rounded-xl border border-border bg-muted"
      style={{ aspectRatio: `${CARD_IMAGE_WIDTH} / ${CARD_IMAGE_HEIGHT}` }}
    >
      {failed ? (
        <span
          role="img"
          aria-label={IMAGE_ERROR_TEXT}
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm text-fg-muted"
        >
          <ImageOff aria-hidden="true" className="size-6" />
          <span aria-hidden="true">{IMAGE_ERROR_TEXT}</span>
        </span>
      ) : (
        <img
          ref={image}
          src={src}
          alt=""
          width={CARD_IMAGE_WIDTH}
          height={CARD_IMAGE_HEIGHT}
          decoding="async"
          fetchPriority="high"
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </figure>
  );
}
