import { useSite } from "~/site/use-site";

/**
 * The brand's logo. "auto" shows the light-background logo in the light theme and the dark one in the
 * dark theme (switched by CSS, so it is right before JavaScript runs); "dark" is for dark bands.
 */
export function BrandLogo({ variant, className = "" }: { variant: "auto" | "dark"; className?: string }) {
  const { brand } = useSite();
  const { width, height } = brand.logos;
  if (variant === "dark") {
    return <img src={brand.logos.footer} alt={brand.name} width={width} height={height} className={className} />;
  }
  return (
    <>
      <img src={brand.logos.light} alt={brand.name} width={width} height={height} className={`logo-light ${className}`} />
      <img src={brand.logos.dark} alt={brand.name} width={width} height={height} className={`logo-dark ${className}`} />
    </>
  );
}
