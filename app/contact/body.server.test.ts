import { describe, expect, it } from "vitest";
import { contactInputFromFormData, readContactBody, type ContactBodyType } from "./body.server";

describe("contactInputFromFormData", () => {
  it("keeps the first string value of each key and ignores files", () => {
    const form = new FormData();
    form.append("name", "Jane");
    form.append("name", "Second");
    form.append("upload", new Blob(["x"]), "x.txt");
    form.append("message", "Hello there");
    expect(contactInputFromFormData(form)).toEqual({ name: "Jane", message: "Hello there" });
  });
});

/** The /contact action's reading: form data only. */
function readContactFormRequest(request: Request) {
  const formTypes: ContactBodyType[] = ["application/x-www-form-urlencoded", "multipart/form-data"];
  return readContactBody({ header: (name) => request.headers.get(name), chunks: request.body }, formTypes);
}

describe("readContactBody, as the /contact action reads a form", () => {
  const formRequest = (body: BodyInit, contentType?: string) =>
    new Request("http://localhost/contact", {
      method: "POST",
      body,
      ...(contentType ? { headers: { "content-type": contentType } } : {}),
    });

  it("reads urlencoded and multipart form posts into flat fields", async () => {
    const urlencoded = new URLSearchParams({ name: "Jane Doe", message: "Hello there" });
    expect(await readContactFormRequest(formRequest(urlencoded))).toEqual({
      ok: true,
      input: { name: "Jane Doe", message: "Hello there" },
    });
    const multipart = new FormData();
    multipart.append("name", "Jane Doe");
    expect(await readContactFormRequest(formRequest(multipart))).toEqual({
      ok: true,
      input: { name: "Jane Doe" },
    });
  });

  it("refuses other content types with 415 and bodies over 16 KB with 413", async () => {
    expect(await readContactFormRequest(formRequest("{}", "application/json"))).toMatchObject({
      ok: false,
      status: 415,
    });
    expect(await readContactFormRequest(formRequest("name=x", "text/plain"))).toMatchObject({
      ok: false,
      status: 415,
    });
    const big = new URLSearchParams({ message: "x".repeat(17 * 1024) });
    expect(await readContactFormRequest(formRequest(big))).toMatchObject({ ok: false, status: 413 });
    // Without a Content-Length (a stream), the limit still applies while reading.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 20; index += 1)
          controller.enqueue(new TextEncoder().encode("a".repeat(1_024)));
        controller.close();
      },
    });
    const streamed = new Request("http://localhost/contact", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    expect(await readContactFormRequest(streamed)).toMatchObject({ ok: false, status: 413 });
  });

  it("answers 400 for a multipart body that does not parse", async () => {
    expect(
      await readContactFormRequest(formRequest("garbage", "multipart/form-data; boundary=nothing-here")),
    ).toMatchObject({ ok: false, status: 400 });
  });
});

describe("readContactBody, as POST /api/contact reads JSON", () => {
  const apiTypes: ContactBodyType[] = ["application/json", "application/x-www-form-urlencoded"];
  const read = (text: string, headers: Record<string, string> = { "content-type": "application/json" }) =>
    readContactBody({ header: (name) => headers[name], chunks: new Response(text).body }, apiTypes);

  it("reads any JSON value for the acceptance to judge, and an empty body as no fields", async () => {
    expect(await read('{"formData": {"name": "Jane"}}')).toEqual({
      ok: true,
      input: { formData: { name: "Jane" } },
    });
    expect(await read('"just a string"')).toEqual({ ok: true, input: "just a string" });
    expect(await read("")).toEqual({ ok: true, input: {} });
  });

  it("answers 400 for malformed JSON", async () => {
    expect(await read('{"formData": {"name": "Jane"')).toMatchObject({ ok: false, status: 400 });
  });

  it("reads UTF-8 only, and nothing compressed, refusing the rest with 415", async () => {
    expect(await read("{}", { "content-type": "application/json; charset=UTF-8" })).toMatchObject({
      ok: true,
    });
    expect(await read("{}", { "content-type": "application/json; charset=utf8" })).toMatchObject({ ok: true });
    expect(await read("{}", { "content-type": "application/json; charset=latin1" })).toMatchObject({
      ok: false,
      status: 415,
    });
    expect(
      await read("{}", { "content-type": "application/json", "content-encoding": "gzip" }),
    ).toMatchObject({
      ok: false,
      status: 415,
    });
    expect(await read("--x--", { "content-type": "multipart/form-data; boundary=x" })).toMatchObject({
      ok: false,
      status: 415,
    });
  });
});
