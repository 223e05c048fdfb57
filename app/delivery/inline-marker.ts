import { createContext, useContext } from "react";

/**
 * The render's marker for inline code whose text varies (app/delivery/inline-code.server.ts): an inline
 * script carrying it as its nonce is allowed by its hash, taken from the page. Server renders only.
 */
export const InlineMarkerContext = createContext<string | undefined>(undefined);

export function useInlineMarker(): string | undefined {
  return useContext(InlineMarkerContext);
}
