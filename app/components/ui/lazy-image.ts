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

export interface LazyImageSettings {
  rootMargin: string;
  errorText: string;
  /** The failure icon's `<svg>` attributes (ICON_SVG_PROPS, as attribute names) and its sprite address. */
  failureIcon: { attributes: Record<string, string>; href: string };
}

let cachedSettings: LazyImageSettings | undefined;
/** The settings from the SPEC and the icon sprite; a function, so a bundle that never runs a picture drops it. */
export function lazyImageSettings(): LazyImageSettings {
  cachedSettings ??= {
    rootMargin: IMAGE_ROOT_MARGIN,
    errorText: IMAGE_ERROR_TEXT,
    failureIcon: {
      attributes: Object.fromEntries(
        Object.entries(ICON_SVG_PROPS).map(([prop, value]) => [
          prop === "viewBox" ? prop : prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
          value,
        ]),
      ),
      href: iconHref("ImageOff"),
    },
  };
  return cachedSettings;
}

/**
 * Runs a LazyImage holder: a picture already in it (a first-screen one) is watched for failure; any
 * other is loaded once it nears the screen, fades in, or says it could not be loaded. The same code for
 * holders React draws (LazyImage.tsx) and for server-written ones, which the shell's script in the head
 * starts (behaviours.ts: in server-kept blocks, and everywhere on a page without React); `source` then
 * comes from the holder's `<noscript>`. A holder runs once, whoever starts it. Returns what stops it.
 * Put into the page as text, so it uses nothing but its arguments.
 */
export function runLazyImage(
  holder: HTMLElement,
  settings: LazyImageSettings,
  source?: LazyImageSource,
): () => void {
  const none = () => undefined;
  if (holder.hasAttribute("data-lazy-image-running")) return none;
  holder.setAttribute("data-lazy-image-running", "");

  // Says in the holder's place that its picture failed, to the eye and to assistive technology.
  const showFailure = (alt: string) => {
    for (const image of holder.querySelectorAll("img")) image.remove();
    const failure = document.createElement("span");
    failure.setAttribute("role", "img");
    failure.setAttribute("aria-label", alt ? `${alt}: ${settings.errorText}` : settings.errorText);
    failure.className =
      "absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center text-sm text-fg-muted";
    const svgNamespace = "http://www.w3.org/2000/svg";
    const icon = document.createElementNS(svgNamespace, "svg");
    for (const [name, value] of Object.entries(settings.failureIcon.attributes))
      icon.setAttribute(name, value);
    icon.setAttribute("aria-hidden", "true");
    icon.setAttribute("class", "icon size-6");
    const use = document.createElementNS(svgNamespace, "use");
    use.setAttribute("href", settings.failureIcon.href);
    icon.append(use);
    const text = document.createElement("span");
    text.setAttribute("aria-hidden", "true");
    text.textContent = settings.errorText;
    failure.append(icon, text);
    holder.append(failure);
  };

  const firstScreen = holder.querySelector("img");
  if (firstScreen) {
    // The server's picture may have failed before this ran.
    if (firstScreen.complete && firstScreen.naturalWidth === 0) showFailure(firstScreen.alt);
    else firstScreen.addEventListener("error", () => showFailure(firstScreen.alt), { once: true });
    return none;
  }

  // The picture a server-written holder carries in its `<noscript>` (text while scripts run).
  const fromNoscript = (): LazyImageSource | null => {
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
  };
  const picture = source ?? fromNoscript();
  if (!picture) return none;

  const load = () => {
    const image = document.createElement("img");
    image.decoding = "async";
    image.className = "absolute inset-0 size-full object-cover transition-opacity duration-300 opacity-0";
    image.alt = picture.alt;
    image.width = picture.width;
    image.height = picture.height;
    image.addEventListener("load", () => image.classList.replace("opacity-0", "opacity-100"), { once: true });
    image.addEventListener("error", () => showFailure(picture.alt), { once: true });
    image.src = picture.src;
    holder.append(image);
  };
  if (!("IntersectionObserver" in window)) {
    load();
    return none;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load();
    },
    { rootMargin: settings.rootMargin },
  );
  observer.observe(holder);
  return () => {
    observer.disconnect();
    holder.removeAttribute("data-lazy-image-running");
  };
}
