import { Transform } from "node:stream";

/**
 * A transform that rewrites a page's HTML as it streams. Each chunk's text goes to `rewrite`, except
 * its end when `holdBack` says a tag there may be cut in two: that part waits for the next chunk.
 */
export function htmlRewriter(
  rewrite: (text: string) => string,
  holdBack: (text: string) => number = unfinishedTagLength,
): Transform {
  let carry = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = carry + chunk.toString();
      const keep = holdBack(text);
      carry = text.slice(text.length - keep);
      callback(null, rewrite(text.slice(0, text.length - keep)));
    },
    flush(callback) {
      callback(null, rewrite(carry));
    },
  });
}

/** How many characters at the end of `text` begin a tag whose `>` has not come yet. */
export function unfinishedTagLength(text: string): number {
  const lastOpen = text.lastIndexOf("<");
  return lastOpen >= 0 && !text.includes(">", lastOpen) ? text.length - lastOpen : 0;
}
