import { usePageRender } from "~/delivery/page-render";
import { useSite } from "~/site/use-site";

/**
 * The brand's logo. "auto" shows the light-background logo in the light theme and the dark one in the
 * dark theme (switched by CSS, so it is right before JavaScript runs); "dark" is for dark bands.
 *
 * The server writes the drawing into the page (one `<svg>`, its few differing shapes in both themes'
 * colours), which spares a phone an SVG document per file. The browser, drawing the logo anew in-app,
 * shows the files as pictures; it never hydrates a logo, which stands in server-kept HTML.
 */
export function BrandLogo({ variant, className = "" }: { variant: "auto" | "dark"; className?: string }) {
  const { brand } = useSite();
  const { logoDrawing } = usePageRender();
  const { width, height } = brand.logos;
  const drawing =
    variant === "dark"
      ? logoDrawing?.(brand.logos.footer)
      : logoDrawing?.(brand.logos.light, brand.logos.dark);
  if (drawing) {
    return (
      <svg
        viewBox={drawing.viewBox}
        preserveAspectRatio={drawing.preserveAspectRatio}
        width={width}
        height={height}
        role="img"
        aria-label={brand.name}
        className={className}
        dangerouslySetInnerHTML={{ __html: drawing.markup }}
      />
    );
  }
  const picture = (src: string, themeClass?: string) => (
    <img
      src={src}
      alt={brand.name}
      width={width}
      height={height}
      className={themeClass ? `${themeClass} ${className}` : className}
    />
  );
  if (variant === "dark") return picture(brand.logos.footer);
  return (
    <>
      {picture(brand.logos.light, "logo-light")}
      {picture(brand.logos.dark, "logo-dark")}
    </>
  );
}
