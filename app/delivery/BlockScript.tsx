import { useEffect } from "react";

const NOTHING = () => {};

/**
 * The inline script of a block that runs without React (decision record 010): the server writes
 * `script()`'s text where the block ends, and the browser runs it as soon as the block has arrived. A
 * block React draws in-app gets an empty element (the browser runs no script React writes), and `start`
 * runs the same code from an effect instead, and what it returns stops it when React takes the block
 * away; without `start` such a block is left as plain HTML. The text is allowed by its hash
 * (app/delivery/inline-code.server.ts). The script may change attributes and text React wrote, which
 * holds while the block's props never change: React only writes what changed between two renders. A
 * script that replaces whole parts (the tax calculator's) needs its block keyed by the page's
 * location, so that React draws it afresh rather than reconciling.
 */
export function BlockScript({
  script,
  start = NOTHING,
}: {
  script: () => string;
  start?: () => void | (() => void);
}) {
  useEffect(start, [start]);
  return (
    <script
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? script() : "" }}
    />
  );
}
