import { describe, expect, it } from "vitest";
import { contactInputFromFormData, readContactFormRequest } from "./form-body.server";

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

describe("readContactFormRequest", () => {
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
