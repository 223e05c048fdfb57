import { describe, expect, it } from "vitest";
import { CONTACT_TEXT, readContactResponse } from "./submit";

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

describe("SPEC section 8 texts", () => {
  it("are exactly the catalogue's", () => {
    expect(CONTACT_TEXT).toMatchObject({
      errorTitle: "Error sending message",
      errorFallbackDescription: "Please try again later.",
      defaultFailure: "Failed to send your message",
      invalidResponse: "Invalid server response",
      submitFailure: "Failed to submit the form. Please try again later.",
      successTitle: "Message sent successfully",
      successDescription: "We'll get back to you soon!",
      sending: "Sending...",
      sendAnother: "Send Another Message",
    });
  });
});

describe("readContactResponse", () => {
  it("is a success only when an OK answer says success: true", async () => {
    expect(await readContactResponse(json({ success: true }))).toEqual({ ok: true });
  });

  it("reads the error of a non-OK answer from its JSON body", async () => {
    expect(await readContactResponse(json({ success: false, error: "Storage is down" }, 503))).toEqual({
      ok: false,
      error: "Storage is down",
    });
  });

  it("passes on field errors, keeping only known fields with text", async () => {
    const outcome = await readContactResponse(
      json(
        {
          success: false,
          error: "Check the fields",
          fieldErrors: { email: "Please enter a valid email address", bogus: "x", phone: 3 },
        },
        400,
      ),
    );
    expect(outcome).toEqual({
      ok: false,
      error: "Check the fields",
      fieldErrors: { email: "Please enter a valid email address" },
    });
  });

  it("uses the default failure text when a failed answer has no usable error", async () => {
    expect(await readContactResponse(json({ success: false }, 500))).toEqual({
      ok: false,
      error: CONTACT_TEXT.defaultFailure,
    });
    expect(await readContactResponse(json({ success: false, error: "  " }, 400))).toEqual({
      ok: false,
      error: CONTACT_TEXT.defaultFailure,
    });
    expect(await readContactResponse(new Response("<h1>Bad gateway</h1>", { status: 502 }))).toEqual({
      ok: false,
      error: CONTACT_TEXT.defaultFailure,
    });
  });

  it("treats an OK answer that says success: false as a failure", async () => {
    expect(await readContactResponse(json({ success: false, error: "Refused" }))).toEqual({
      ok: false,
      error: "Refused",
    });
  });

  it("never reports success for an OK answer it cannot read", async () => {
    for (const response of [
      new Response("<html>ok</html>", { status: 200 }),
      new Response("", { status: 200 }),
      json(["success"]),
      json({ success: "true" }),
      json(null),
    ]) {
      expect(await readContactResponse(response)).toEqual({ ok: false, error: CONTACT_TEXT.invalidResponse });
    }
  });
});
