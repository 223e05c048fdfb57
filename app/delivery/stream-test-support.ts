import type { Transform } from "node:stream";

/** Writes `chunks` through a transform, as a streamed page would arrive, and returns what came out. */
export async function throughTransform(stream: Transform, chunks: readonly string[]): Promise<string> {
  const out: string[] = [];
  stream.on("data", (data: Buffer) => out.push(data.toString()));
  const done = new Promise((resolve) => stream.on("end", resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await done;
  return out.join("");
}
