import { LazyImage } from "~/components/ui/LazyImage";
import { CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH } from "./PostCard";

/**
 * A post's feature image at the top of the article, with the writer's alt text (decorative when they
 * gave none) and caption (sanitized inline HTML: links and emphasis). It is the first thing a reader
 * sees, so it loads at once (not lazily); if it fails it says so, like every image on the site.
 */
export function ArticleImage({ src, alt, caption }: { src: string; alt: string; caption: string | null }) {
  return (
    <figure className="post-feature">
      <LazyImage
        src={src}
        alt={alt}
        width={CARD_IMAGE_WIDTH}
        height={CARD_IMAGE_HEIGHT}
        priority
        className="rounded-xl border border-border"
      />
      {caption && (
        <figcaption data-testid="feature-image-caption" dangerouslySetInnerHTML={{ __html: caption }} />
      )}
    </figure>
  );
}
