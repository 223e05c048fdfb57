import { Transform } from "node:stream";

/**
 * Pages are complete HTML before any JavaScript runs, so the page's scripts are not needed for the
 * first paint. React Router preloads them (`<link rel="modulepreload">`) in <head>, where the browser
 * would fetch them at high priority, competing with the stylesheet, the fonts and the first image.
 * This stream marks those preloads `fetchpriority="low"`: what paints comes first, hydration follows.
 */
const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

export function lowPriorityScriptPreloads(): Transform {
  // The end of a chunk that might be the start of a preload tag cut in two.
  let carry = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = carry + chunk.toString();
      const keep = partialTagLength(text);
      carry = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD));
    },
    flush(callback) {
      callback(null, carry);
    },
  });
}

/** How many characters at the end of `text` could begin a preload tag continued in the next chunk. */
function partialTagLength(text: string): number {
  for (let length = Math.min(PRELOAD.length - 1, text.length); length > 0; length -= 1) {
    if (PRELOAD.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
