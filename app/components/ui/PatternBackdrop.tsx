import { useSite } from "~/site/use-site";

/**
 * The brand's pattern (brand.backgrounds.services) behind a whole section, which must be `relative
 * isolate` and set `--pattern-ground` to its own background colour. Decoration never runs under text:
 * the cards and buttons in such a section are opaque, and its heading stands in a clearing of that
 * colour (the `pattern-clearing` class, app.css).
 */
export function PatternBackdrop({ className = "" }: { className?: string }) {
  const { brand } = useSite();
  return (
    <div
      aria-hidden="true"
      className={`pattern-backdrop ${className}`}
      style={{ backgroundImage: `url(${brand.backgrounds.services})` }}
    />
  );
}
