import { describe, expect, it } from "vitest";
import { lowPriorityScriptPreloads } from "./script-preloads.server";

async function through(chunks: string[]): Promise<string> {
  const stream = lowPriorityScriptPreloads();
  const out: string[] = [];
  stream.on("data", (data: Buffer) => out.push(data.toString()));
  const done = new Promise((resolve) => stream.on("end", resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await done;
  return out.join("");
}

const HEAD =
  '<head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/b.js" nonce="n"/></head><body><p>rel="modulepreload" is text</p></body>';

describe("lowPriorityScriptPreloads", () => {
  it("marks every script preload low priority and leaves everything else alone", async () => {
    expect(await through([HEAD])).toBe(
      '<head><link rel="stylesheet" href="/assets/app.css"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/a.js" nonce="n"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js" nonce="n"/></head>' +
        '<body><p>rel="modulepreload" is text</p></body>',
    );
  });

  it("finds a tag cut between two chunks, wherever the cut falls", async () => {
    const expected = await through([HEAD]);
    for (let cut = 1; cut < HEAD.length; cut += 1) {
      expect(await through([HEAD.slice(0, cut), HEAD.slice(cut)]), `cut at ${cut}`).toBe(expected);
    }
    expect(await through(HEAD.split(""))).toBe(expected);
  });

  it("keeps a document without preloads byte for byte, including a trailing '<link'", async () => {
    expect(await through(["<p>hello</p>", "<link"])).toBe("<p>hello</p><link");
  });
});
