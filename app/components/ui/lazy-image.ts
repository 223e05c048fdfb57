import type { IconName } from "~/shell/ui/icon-names";
import { ICON_SVG_PROPS, iconHref } from "~/shell/ui/icons";

/** SPEC section 9: images start loading when within this distance of the viewport. */
export const IMAGE_ROOT_MARGIN = "50px";
export const IMAGE_ERROR_TEXT = "Image could not be loaded";

export interface LazyImageSource {
  src: string;
  alt: string;
  width: number;
  height: number;
}

const SHOWN_CLASS = "absolute inset-0 size-full object-cover transition-opacity duration-300";

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";

/** A decorative icon as a DOM element, as the icon components draw it (their props, as attributes). */
function createIconElement(name: IconName, className: string): SVGSVGElement {
  const svg = document.createElementNS(SVG_NAMESPACE, "svg");
  for (const [prop, value] of Object.entries(ICON_SVG_PROPS)) {
    svg.setAttribute(
      prop === "viewBox" ? prop : prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
      value,
    );
  }
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("class", `icon ${className}`);
  const use = document.createElementNS(SVG_NAMESPACE, "use");
  use.setAttribute("href", iconHref(name));
  svg.append(use);
  return svg;
}

/** Says in the holder's place that its picture failed, to the eye and to assistive technology. */
function showFailure(holder: HTMLElement, alt: string) {
  for (const image of holder.querySelectorAll("img")) image.remove();
  const failure = document.createElement("span");
  failure.setAttribute("role", "img");
  failure.setAttribute("aria-label", alt ? `${alt}: ${IMAGE_ERROR_TEXT}` : IMAGE_ERROR_TEXT);
  failure.className =
    "absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center text-sm text-fg-muted";
  const text = document.createElement("span");
  text.setAttribute("aria-hidden", "true");
  text.textContent = IMAGE_ERROR_TEXT;
  failure.append(createIconElement("ImageOff", "size-6"), text);
  holder.append(failure);
}

/** The picture a server-written holder carries in its `<noscript>` (text while scripts run). */
function sourceInNoscript(holder: HTMLElement): LazyImageSource | null {
  const noscript = holder.querySelector("noscript");
  if (!noscript?.textContent) return null;
  const template = document.createElement("template");
  template.innerHTML = noscript.textContent;
  const image = template.content.querySelector("img");
  if (!image) return null;
  const size = (attribute: string) => Number(image.getAttribute(attribute) ?? 0);
  return {
    src: image.getAttribute("src") ?? "",
    alt: image.alt,
    width: size("width"),
    height: size("height"),
  };
}

function load(holder: HTMLElement, source: LazyImageSource) {
  const image = document.createElement("img");
  image.decoding = "async";
  image.className = `${SHOWN_CLASS} opacity-0`;
  image.alt = source.alt;
  image.width = source.width;
  image.height = source.height;
  image.addEventListener("load", () => image.classList.replace("opacity-0", "opacity-100"), { once: true });
  image.addEventListener("error", () => showFailure(holder, source.alt), { once: true });
  image.src = source.src;
  holder.append(image);
}

/**
 * Runs a LazyImage holder: a picture already in it (a first-screen one) is watched for failure; any
 * other is loaded once it nears the screen, fades in, or says it could not be loaded. The same code for
 * holders React drew and for those in server-kept HTML (`source` then comes from the `<noscript>`).
 * Returns what stops it.
 */
export function runLazyImage(holder: HTMLElement, source?: LazyImageSource): () => void {
  const firstScreen = holder.querySelector("img");
  if (firstScreen) {
    // The server's picture may have failed before this ran.
    if (firstScreen.complete && firstScreen.naturalWidth === 0) showFailure(holder, firstScreen.alt);
    else firstScreen.addEventListener("error", () => showFailure(holder, firstScreen.alt), { once: true });
    return () => undefined;
  }
  const picture = source ?? sourceInNoscript(holder);
  if (!picture) return () => undefined;
  if (!("IntersectionObserver" in window)) {
    load(holder, picture);
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load(holder, picture);
    },
    { rootMargin: IMAGE_ROOT_MARGIN },
  );
  observer.observe(holder);
  return () => observer.disconnect();
}
