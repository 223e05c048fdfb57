import { LazyImage } from "~/components/ui/LazyImage";
import { CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH } from "./PostCard";

/**
 * A post's feature image at the top of the article. It is the first thing a reader sees, so it loads
 * at once (not lazily); if it fails it says so, like every image on the site.
 */
export function ArticleImage({ src }: { src: string }) {
  return (
    <figure className="overflow-hidden rounded-xl border border-border">
      <LazyImage src={src} alt="" width={CARD_IMAGE_WIDTH} height={CARD_IMAGE_HEIGHT} priority />
    </figure>
  );
}
