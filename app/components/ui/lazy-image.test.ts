// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { shellBehavioursScript } from "~/shell/layout/behaviours";
import { IMAGE_ERROR_TEXT, lazyImageSettings, runLazyImage } from "./lazy-image";

/** A holder as the server writes it: the picture in its `<noscript>`, which is text while scripts run. */
function serverHolder(src: string): HTMLElement {
  const holder = document.createElement("span");
  holder.setAttribute("data-lazy-image", "");
  const noscript = document.createElement("noscript");
  noscript.textContent = `<img src="${src}" alt="Our office" width="800" height="600">`;
  holder.append(noscript);
  return holder;
}

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-without-react");
  document.documentElement.removeAttribute("data-hydrated");
  vi.unstubAllGlobals();
});

describe("runLazyImage", () => {
  it("loads the noscript's picture once it nears the screen, and only once", () => {
    const observed: Element[] = [];
    let reveal: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: typeof reveal, options: IntersectionObserverInit) {
          reveal = callback;
          expect(options.rootMargin).toBe("50px");
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    const holder = serverHolder("/images/office.webp");
    document.body.append(holder);
    runLazyImage(holder, lazyImageSettings());
    runLazyImage(holder, lazyImageSettings()); // a second start (React's, say) does nothing
    expect(observed).toEqual([holder]);
    expect(holder.querySelector("img")).toBeNull();
    reveal([{ isIntersecting: true }]);
    const image = holder.querySelector("img")!;
    expect(image.getAttribute("src")).toBe("/images/office.webp");
    expect([image.alt, image.width, image.height]).toEqual(["Our office", 800, 600]);
  });

  it("says in the picture's place that it could not be loaded", () => {
    const holder = serverHolder("/images/missing.webp");
    document.body.append(holder);
    runLazyImage(holder, lazyImageSettings());
    holder.querySelector("img")!.dispatchEvent(new Event("error"));
    expect(holder.querySelector("img")).toBeNull();
    const failure = holder.querySelector('[role="img"]')!;
    expect(failure.getAttribute("aria-label")).toBe(`Our office: ${IMAGE_ERROR_TEXT}`);
    expect(failure.textContent).toBe(IMAGE_ERROR_TEXT);
    expect(failure.querySelector("use")!.getAttribute("href")).toMatch(/#/);
  });
});

describe("the shell's script starts the server's pictures", () => {
  function page({ withoutReact }: { withoutReact: boolean }) {
    if (withoutReact) document.documentElement.setAttribute("data-without-react", "");
    const kept = document.createElement("div");
    kept.setAttribute("data-server-html", "");
    kept.append(serverHolder("/kept.webp"));
    const reacts = serverHolder("/react.webp");
    document.body.append(kept, reacts);
    new Function(shellBehavioursScript())();
    return { kept: kept.querySelector("img"), reacts: reacts.querySelector("img") };
  }

  it("on a React page, only those in kept blocks (React starts its own)", () => {
    const { kept, reacts } = page({ withoutReact: false });
    expect(kept?.getAttribute("src")).toBe("/kept.webp");
    expect(reacts).toBeNull();
    expect(document.documentElement.getAttribute("data-hydrated"), "React marks it, once hydrated").toBeNull();
  });

  it("on a page without React, every one; the page is then marked ready", () => {
    const { kept, reacts } = page({ withoutReact: true });
    expect(kept?.getAttribute("src")).toBe("/kept.webp");
    expect(reacts?.getAttribute("src")).toBe("/react.webp");
    expect(document.documentElement.getAttribute("data-hydrated")).toBe("true");
  });
});
