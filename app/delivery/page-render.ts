import { createContext, useContext } from "react";
import type { IconName } from "~/shell/ui/icon-names";
import type { InlineSvgDrawing } from "~/shell/ui/inline-svg";

/** What the server's render of a page knows beyond React Router's context (app/entry.server.tsx). */
export interface PageRender {
  /**
   * The render's marker for inline code whose text varies (app/delivery/inline-code.server.ts): an
   * inline script carrying it as its nonce is allowed by its hash, taken from the page.
   */
  inlineMarker?: string;
  /** False for a page without React (page-scripts.ts): its document carries no framework scripts. */
  needsReact: boolean;
  /**
   * The text of the head's inline scripts (the theme's and the shell's behaviours). Given here by the
   * server, so the browser's bundle carries neither them nor what they are built from.
   */
  headScripts?: { theme: string; shell: string };
  /**
   * The brand's logo as a drawing the page holds itself (`app/shell/ui/inline-svg.server.ts`): the server
   * reads the files, and the browser, drawing a logo anew, shows the file as a picture.
   */
  logoDrawing?: (path: string, darkPath?: string) => InlineSvgDrawing | undefined;
  /**
   * An icon's drawing, for the page to hold itself (`app/shell/ui/inline-svg.server.ts`). Given only to
   * pages without React: where React hydrates, icons point into the sprite, as the browser draws them.
   */
  iconDrawing?: (name: IconName) => string | undefined;
}

/** In the browser, which only runs React pages, the default: nothing else is known or needed. */
export const PageRenderContext = createContext<PageRender>({ needsReact: true });

export function usePageRender(): PageRender {
  return useContext(PageRenderContext);
}
