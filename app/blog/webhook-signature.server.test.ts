import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  TOLERANCE_MS,
  createWebhookVerifier,
  ghostSignatureHeader,
  parseGhostSignature,
} from "./webhook-signature.server";

const SECRET = "a-long-webhook-secret-9f";
const BODY = Buffer.from(JSON.stringify({ event: "post.published", post: { current: { slug: "x" }, previous: {} } }));
const NOW = 1_790_000_000_000;

function verifier(now = () => NOW) {
  return createWebhookVerifier({ secret: SECRET, now });
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
    expect(check.verify(header, BODY)).toMatchObject({ ok: true, signature: { timestamp: NOW - 2_000 } });
    // The same request again (a replay): refused.
    expect(check.verify(header, BODY)).toEqual({ ok: false, reason: "replayed" });
    // A later delivery of the same body has a new timestamp and so a new signature.
    expect(check.verify(ghostSignatureHeader(BODY, NOW - 1_000, SECRET), BODY).ok).toBe(true);
  });

  it("refuses forged deliveries: another secret, a changed body, a moved timestamp", () => {
    const check = verifier();
    expect(check.verify(ghostSignatureHeader(BODY, NOW, "another-secret-of-16+"), BODY)).toEqual({
      ok: false,
      reason: "forged",
    });
    const header = ghostSignatureHeader(BODY, NOW, SECRET);
    const tampered = Buffer.from(BODY.toString().replace('"x"', '"y"'));
    expect(check.verify(header, tampered)).toEqual({ ok: false, reason: "forged" });
    const moved = header.replace(`t=${NOW}`, `t=${NOW + 1}`);
    expect(check.verify(moved, BODY)).toEqual({ ok: false, reason: "forged" });
    // None of them used up the real signature.
    expect(check.verify(header, BODY).ok).toBe(true);
  });

  it("refuses replays from outside the time window, before reading the body", () => {
    const check = verifier();
    const old = ghostSignatureHeader(BODY, NOW - TOLERANCE_MS - 1, SECRET);
    expect(check.precheck(old)).toBe("expired");
    expect(check.verify(old, BODY)).toEqual({ ok: false, reason: "expired" });
    const future = ghostSignatureHeader(BODY, NOW + TOLERANCE_MS + 1, SECRET);
    expect(check.verify(future, BODY)).toEqual({ ok: false, reason: "expired" });
  });

  it("remembers an accepted signature for as long as its timestamp is accepted", () => {
    let now = NOW;
    const check = verifier(() => now);
    const header = ghostSignatureHeader(BODY, NOW, SECRET);
    expect(check.verify(header, BODY).ok).toBe(true);
    now = NOW + TOLERANCE_MS; // the last moment the timestamp passes: still a replay
    expect(check.verify(header, BODY)).toEqual({ ok: false, reason: "replayed" });
    now = NOW + TOLERANCE_MS + 1;
    expect(check.verify(header, BODY)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a missing or malformed header", () => {
    const check = verifier();
    expect(check.verify(undefined, BODY)).toEqual({ ok: false, reason: "missing" });
    expect(check.verify("  ", BODY)).toEqual({ ok: false, reason: "missing" });
    for (const header of [
      "sha256=abc, t=1790000000000",
      `sha1=${"a".repeat(64)}, t=${NOW}`,
      `sha256=${"a".repeat(64)}`,
      `sha256=${"a".repeat(64)}, t=soon`,
      `sha256=${"g".repeat(64)}, t=${NOW}`,
      `t=${NOW}, sha256=${"a".repeat(64)}`,
    ]) {
      expect(check.verify(header, BODY), header).toEqual({ ok: false, reason: "malformed" });
    }
  });
});
