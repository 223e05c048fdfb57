/**
 * Checks that a webhook request really comes from the site's Ghost, once.
 *
 * Ghost 6 signs each webhook delivery of a webhook that has a secret (core/server/services/webhooks/
 * webhook-trigger.js in Ghost 6.65.0) with
 *
 *   X-Ghost-Signature: sha256=<hex HMAC-SHA256(secret, rawBody + timestamp)>, t=<timestamp>
 *
 * where the timestamp is Date.now() in milliseconds when the delivery was built and rawBody is the
 * JSON exactly as sent. A request is accepted only when that header is present and well formed, its
 * timestamp is within TOLERANCE_MS of this server's clock (an old, captured request cannot be
 * replayed later), the HMAC matches (compared in constant time), and the same signature was not
 * accepted before (a captured request cannot be replayed within the window either). A delivery the
 * site did not accept (a 429) may be sent again with the same signature and is then accepted,
 * because only accepted signatures are remembered.
 *
 * The HMAC is computed as the body arrives (`start`, then `update` per chunk), so the endpoint never
 * needs the body whole before it can stop reading.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const GHOST_SIGNATURE_HEADER = "x-ghost-signature";
/** How far a signature's timestamp may be from this server's clock, either way. */
export const TOLERANCE_MS = 5 * 60 * 1000;

export interface GhostSignature {
  /** The HMAC as 64 lower-case hex digits. */
  hmac: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
}

/** Why a request was refused; every reason answers 401. */
export type RefusalReason = "missing" | "malformed" | "expired" | "forged" | "replayed";

export type Verdict = { ok: true; signature: GhostSignature } | { ok: false; reason: RefusalReason };

const HEADER_PATTERN = /^sha256=([0-9a-f]{64}),\s*t=(\d{10,16})$/i;

/** The header's HMAC and timestamp, or null when it is not in Ghost's format. */
export function parseGhostSignature(header: string | null | undefined): GhostSignature | null {
  const match = HEADER_PATTERN.exec((header ?? "").trim());
  if (!match) return null;
  const timestamp = Number(match[2]);
  return Number.isSafeInteger(timestamp) ? { hmac: match[1]!.toLowerCase(), timestamp } : null;
}

/** The header Ghost sends for `body` at `timestamp` (tests and tools sign with it). */
export function ghostSignatureHeader(body: string | Buffer, timestamp: number, secret: string): string {
  return `sha256=${hmacHex(body, timestamp, secret)}, t=${timestamp}`;
}

function hmacHex(body: string | Buffer, timestamp: number, secret: string): string {
  return createHmac("sha256", secret)
    .update(typeof body === "string" ? Buffer.from(body) : body)
    .update(String(timestamp))
    .digest("hex");
}

export interface WebhookVerifierOptions {
  secret: string;
  toleranceMs?: number;
  /** Signatures remembered at most (the oldest go first); far more than Ghost sends in a window. */
  maxRemembered?: number;
  now?: () => number;
}

/** The HMAC of one delivery, worked out as its body streams in. */
export interface SignedBodyCheck {
  update(chunk: Buffer): void;
  /** The verdict once the whole body has been given; an accepted signature is remembered from then on. */
  finish(): Verdict;
}

export interface WebhookVerifier {
  /**
   * What can be told from the header alone (missing, malformed, too old or too new), so a request
   * that cannot pass is refused before its body is read. Null when the body must be checked.
   */
  precheck(header: string | null | undefined): RefusalReason | null;
  /** Starts the full check of a delivery: refused at once on its header, or a check to feed the body to. */
  start(header: string | null | undefined): { ok: false; reason: RefusalReason } | { ok: true; body: SignedBodyCheck };
}

export function createWebhookVerifier(options: WebhookVerifierOptions): WebhookVerifier {
  const toleranceMs = options.toleranceMs ?? TOLERANCE_MS;
  const maxRemembered = options.maxRemembered ?? 10_000;
  const now = options.now ?? Date.now;
  /** Accepted HMACs and when they leave the window (after which their timestamp is refused anyway). */
  const accepted = new Map<string, number>();

  function forgetExpired(time: number): void {
    for (const [hmac, until] of accepted) if (until < time) accepted.delete(hmac);
    for (const hmac of accepted.keys()) {
      if (accepted.size < maxRemembered) break;
      accepted.delete(hmac);
    }
  }

  function precheck(header: string | null | undefined): RefusalReason | null {
    if (header === null || header === undefined || header.trim() === "") return "missing";
    const signature = parseGhostSignature(header);
    if (!signature) return "malformed";
    return Math.abs(now() - signature.timestamp) > toleranceMs ? "expired" : null;
  }

  return {
    precheck,
    start(header) {
      const early = precheck(header);
      if (early) return { ok: false, reason: early };
      const signature = parseGhostSignature(header)!;
      const hmac = createHmac("sha256", options.secret);
      return {
        ok: true,
        body: {
          update: (chunk) => void hmac.update(chunk),
          finish(): Verdict {
            // The body may have taken a while: the timestamp must still be in the window.
            if (precheck(header)) return { ok: false, reason: "expired" };
            const expected = hmac.update(String(signature.timestamp)).digest();
            if (!timingSafeEqual(expected, Buffer.from(signature.hmac, "hex"))) return { ok: false, reason: "forged" };
            if (accepted.has(signature.hmac)) return { ok: false, reason: "replayed" };
            // Only deliveries Ghost signed get here, so the map stays as small as Ghost's traffic.
            forgetExpired(now());
            accepted.set(signature.hmac, signature.timestamp + toleranceMs);
            return { ok: true, signature };
          },
        },
      };
    },
  };
}
