/**
 * Ghost's own signup flow, as its Portal uses it: the members API's `send-magic-link` with
 * `emailType: "signup"`, the brand's label and newsletter, and the integrity token Ghost asks for.
 * Ghost then mails the person a link; only following it makes them a member (double opt-in, so
 * nobody can sign up someone else). An address that is a member already gets Ghost's sign-in link
 * instead, and no second member is made.
 */

export interface SignupRequest {
  email: string;
  newsletter: string;
  label: string;
  /**
   * The visitor's address (its /64 for IPv6, as the site's rate limits count it): Ghost limits signups
   * per address, and sees this one through X-Forwarded-For.
   */
  clientIp: string;
}

export type SignupOutcome =
  | { ok: true }
  /** Ghost finds the address invalid: the visitor must correct it; trying again will not help. */
  | { ok: false; kind: "invalid-email"; message: string }
  /** Down, slow, over its limits or set up wrongly: kept and tried again. */
  | { ok: false; kind: "unavailable"; message: string };

export type SendSignup = (request: SignupRequest) => Promise<SignupOutcome>;

const TIMEOUT_MS = 8_000;

/** Ghost's answer to a refused request: `{errors: [{message}]}` (or plain text). */
async function ghostMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { errors?: { message?: string }[] };
    return body.errors?.[0]?.message ?? (text.slice(0, 200) || `HTTP ${response.status}`);
  } catch {
    return text.slice(0, 200) || `HTTP ${response.status}`;
  }
}

export function ghostSignupSender(ghostUrl: string, fetchImpl: typeof fetch = fetch): SendSignup {
  const base = `${ghostUrl.replace(/\/+$/, "")}/members/api`;
  return async ({ email, newsletter, label, clientIp }) => {
    // An IPv6 client is counted by its /64 (server/rate-limit.ts): Ghost gets the /64's first address.
    const forwardedFor = clientIp.replace(/::\/64$/, "::");
    const headers: Record<string, string> = { Accept: "application/json" };
    if (/^[0-9a-f:.]+$/i.test(forwardedFor)) headers["X-Forwarded-For"] = forwardedFor;
    try {
      // Ghost answers 204 (no token) when it does not ask for one; the signup goes without it then.
      const tokenResponse = await fetchImpl(`${base}/integrity-token/`, {
        headers,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (tokenResponse.status >= 500) {
        return {
          ok: false,
          kind: "unavailable",
          message: `Ghost answered ${tokenResponse.status} for an integrity token`,
        };
      }
      const integrityToken = tokenResponse.ok ? (await tokenResponse.text()).trim() : "";
      const response = await fetchImpl(`${base}/send-magic-link/`, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json" },
        body: JSON.stringify({
          email,
          emailType: "signup",
          labels: [label],
          newsletters: [{ name: newsletter }],
          ...(integrityToken ? { integrityToken } : {}),
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.ok) return { ok: true };
      const message = await ghostMessage(response);
      if (response.status === 400 && /email/i.test(message) && !/newsletter/i.test(message)) {
        return { ok: false, kind: "invalid-email", message };
      }
      return { ok: false, kind: "unavailable", message: `Ghost answered ${response.status}: ${message}` };
    } catch (error) {
      return {
        ok: false,
        kind: "unavailable",
        message: error instanceof Error ? `Ghost did not answer: ${error.message}` : "Ghost did not answer",
      };
    }
  };
}
