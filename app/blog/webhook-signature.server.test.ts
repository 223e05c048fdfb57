import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  TOLERANCE_MS,
  createWebhookVerifier,
  ghostSignatureHeader,
  parseGhostSignature,
  type Verdict,
  type WebhookVerifier,
} from "./webhook-signature.server";

const SECRET = "a-long-webhook-secret-9f";
const BODY = Buffer.from(JSON.stringify({ event: "post.published", post: { current: { slug: "x" }, previous: {} } }));
const NOW = 1_790_000_000_000;

function verifier(now = () => NOW) {
  return createWebhookVerifier({ secret: SECRET, now });
}

/** A delivery checked as the endpoint checks it: the header, then the body a few bytes at a time. */
function verify(check: WebhookVerifier, header: string | undefined, body: Buffer): Verdict {
  const started = check.start(header);
  if (!started.ok) return started;
  for (let offset = 0; offset < body.length; offset += 7) started.body.update(body.subarray(offset, offset + 7));
  return started.body.finish();
}

describe("Ghost webhook signatures", () => {
  it("signs exactly as Ghost 6 does: HMAC-SHA256 of the body followed by the millisecond timestamp", () => {
    // Ghost 6.65.0, webhook-trigger.js: createHmac('sha256', secret).update(`${reqPayload}${ts}`).digest('hex')
    const ghost = `sha256=${createHmac("sha256", SECRET).update(`${BODY.toString()}${NOW}`).digest("hex")}, t=${NOW}`;
    expect(ghostSignatureHeader(BODY, NOW, SECRET)).toBe(ghost);
    expect(parseGhostSignature(ghost)).toEqual({ hmac: ghost.slice(7, 71), timestamp: NOW });
  });

  it("accepts a delivery signed with the secret, once", () => {
    const check = verifier();
    const header = ghostSignatureHeader(BODY, NOW - 2_000, SECRET);
    expect(check.precheck(header)).toBeNull();
    expect(verify(check, header, BODY)).toMatchObject({ ok: true, signature: { timestamp: NOW - 2_000 } });
    // The same request again (a replay): refused.
    expect(verify(check, header, BODY)).toEqual({ ok: false, reason: "replayed" });
    // A later delivery of the same body has a new timestamp and so a new signature.
    expect(verify(check, ghostSignatureHeader(BODY, NOW - 1_000, SECRET), BODY).ok).toBe(true);
  });

  it("refuses forged deliveries: another secret, a changed body, a moved timestamp", () => {
    const check = verifier();
    expect(verify(check, ghostSignatureHeader(BODY, NOW, "another-secret-of-16+"), BODY)).toEqual({
      ok: false,
      reason: "forged",
    });
    const header = ghostSignatureHeader(BODY, NOW, SECRET);
    const tampered = Buffer.from(BODY.toString().replace('"x"', '"y"'));
    expect(verify(check, header, tampered)).toEqual({ ok: false, reason: "forged" });
    const moved = header.replace(`t=${NOW}`, `t=${NOW + 1}`);
    expect(verify(check, moved, BODY)).toEqual({ ok: false, reason: "forged" });
    // None of them used up the real signature.
    expect(verify(check, header, BODY).ok).toBe(true);
  });

  it("computes the HMAC as the body streams in, whatever the chunks", () => {
    const header = ghostSignatureHeader(BODY, NOW, SECRET);
    const started = verifier().start(header);
    if (!started.ok) throw new Error("refused on its header");
    for (const byte of BODY) started.body.update(Buffer.of(byte));
    expect(started.body.finish()).toMatchObject({ ok: true });
  });

  it("refuses replays from outside the time window, before reading the body", () => {
    const check = verifier();
    const old = ghostSignatureHeader(BODY, NOW - TOLERANCE_MS - 1, SECRET);
    expect(check.precheck(old)).toBe("expired");
    expect(verify(check, old, BODY)).toEqual({ ok: false, reason: "expired" });
    const future = ghostSignatureHeader(BODY, NOW + TOLERANCE_MS + 1, SECRET);
    expect(verify(check, future, BODY)).toEqual({ ok: false, reason: "expired" });
  });

  it("remembers an accepted signature for as long as its timestamp is accepted", () => {
    let now = NOW;
    const check = verifier(() => now);
    const header = ghostSignatureHeader(BODY, NOW, SECRET);
    expect(verify(check, header, BODY).ok).toBe(true);
    now = NOW + TOLERANCE_MS; // the last moment the timestamp passes: still a replay
    expect(verify(check, header, BODY)).toEqual({ ok: false, reason: "replayed" });
    now = NOW + TOLERANCE_MS + 1;
    expect(verify(check, header, BODY)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a missing or malformed header", () => {
    const check = verifier();
    expect(verify(check, undefined, BODY)).toEqual({ ok: false, reason: "missing" });
    expect(verify(check, "  ", BODY)).toEqual({ ok: false, reason: "missing" });
    for (const header of [
      "sha256=abc, t=1790000000000",
      `sha1=${"a".repeat(64)}, t=${NOW}`,
      `sha256=${"a".repeat(64)}`,
      `sha256=${"a".repeat(64)}, t=soon`,
      `sha256=${"g".repeat(64)}, t=${NOW}`,
      `t=${NOW}, sha256=${"a".repeat(64)}`,
    ]) {
      expect(verify(check, header, BODY), header).toEqual({ ok: false, reason: "malformed" });
    }
  });
});
