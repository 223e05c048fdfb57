/**
 * Deadline reminders by email: the signup a visitor sends, checked, rate limited like the contact
 * form, kept in SQLite, then handed to Ghost's signup flow (ghost-members.server.ts) at once and, if
 * Ghost cannot take it now, again by a worker until it can. Exists only when the blog is Ghost's.
 */
import type { Brand } from "../brands/types.ts";
import { createRateLimiter, contactRateWindows, type RateLimiter } from "../contact/rate-limit.server.ts";
import { openSignupStore, type NewSignup, type SignupStore, type StoredSignup } from "./signups.server.ts";
import type { SendSignup } from "./ghost-members.server.ts";
import { REMINDER_TEXT, checkReminderEmail } from "./text.server.ts";

export type SubscribeResult =
  /** Ghost is mailing the confirmation link (or, for a filled honeypot, the visitor is told so). */
  | { status: "sent" }
  /** Ghost could not take it now; the address is kept and tried again. */
  | { status: "queued"; message: string }
  | { status: "invalid"; message: string }
  | { status: "limited"; message: string; retryAfterSeconds: number }
  /** The address could not even be stored (DATA_DIR broken). */
  | { status: "unavailable"; message: string };

export interface ReminderService {
  subscribe(input: {
    email: string;
    honeypot: string;
    brand: Brand;
    clientIp: string;
  }): Promise<SubscribeResult>;
  /** Sends what is due now (the worker's tick; tests call it directly). */
  deliverDue(now?: number): Promise<void>;
  start(): void;
  stop(): Promise<void>;
  countPending(): number;
  readonly store: SignupStore | null;
}

export interface ReminderServiceConfig {
  dataDir: string;
  send: SendSignup;
  rateLimit: { perMinute: number; perHour: number };
  /** How often the worker looks for signups to retry. */
  pollMs?: number;
}

/** Long enough for Ghost's two requests (8 s each at most) to finish before another worker may take it. */
const LEASE_MS = 30_000;

export function createReminderService(config: ReminderServiceConfig): ReminderService {
  let store: SignupStore | null = null;
  try {
    store = openSignupStore({ dataDir: config.dataDir });
  } catch (error) {
    console.error(`[reminders] cannot keep signups in ${config.dataDir}:`, error);
  }
  const limiter: RateLimiter = createRateLimiter(contactRateWindows(config.rateLimit));
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> = Promise.resolve();

  async function deliver(signup: StoredSignup): Promise<"sent" | "queued" | "invalid"> {
    const outcome = await config.send(signup);
    if (outcome.ok) {
      store!.markSent(signup.id);
      return "sent";
    }
    if (outcome.kind === "invalid-email") {
      store!.recordFailure(signup.id, outcome.message, Date.now(), {
        maxAttempts: 0,
        baseDelayMs: 0,
        maxDelayMs: 0,
      });
      return "invalid";
    }
    const status = store!.recordFailure(signup.id, outcome.message);
    console.warn(
      `[reminders] signup #${signup.id} (${signup.brandId}) not taken by Ghost, ${status === "failed" ? "giving up" : "will retry"}: ${outcome.message}`,
    );
    return "queued";
  }

  async function deliverDue(now = Date.now()): Promise<void> {
    if (!store) return;
    for (const signup of store.claimDue({ now, leaseMs: LEASE_MS, limit: 20 })) await deliver(signup);
  }

  return {
    get store() {
      return store;
    },
    async subscribe({ email, honeypot, brand, clientIp }) {
      const decision = limiter.hit(clientIp);
      if (!decision.allowed) {
        return {
          status: "limited",
          message: REMINDER_TEXT.tooMany,
          retryAfterSeconds: decision.retryAfterSeconds,
        };
      }
      const checked = checkReminderEmail(email);
      if (!checked.ok) return { status: "invalid", message: checked.message };
      if (!store) return { status: "unavailable", message: REMINDER_TEXT.unavailable };
      const signup: NewSignup = {
        brandId: brand.id,
        email: checked.email,
        newsletter: brand.reminders.newsletter,
        label: brand.reminders.label,
        clientIp,
      };
      // Bots that fill the hidden field are told what a person would be, and their signup is kept, unsent.
      if (honeypot.trim() !== "") {
        store.hold(signup);
        return { status: "sent" };
      }
      const stored = store.add(signup);
      const now = Date.now();
      const claimed = store.claim(stored.id, { now, leaseMs: LEASE_MS });
      // Being sent already (a double press) or waiting for its next try: it is kept either way.
      if (!claimed) return { status: "queued", message: REMINDER_TEXT.queued };
      const result = await deliver(claimed);
      if (result === "sent") return { status: "sent" };
      if (result === "invalid") return { status: "invalid", message: REMINDER_TEXT.ghostRefusedEmail };
      return { status: "queued", message: REMINDER_TEXT.queued };
    },
    deliverDue,
    start() {
      if (timer || !store) return;
      timer = setInterval(() => {
        running = running
          .then(() => deliverDue())
          .catch((error: unknown) => console.error("[reminders] retry failed:", error));
      }, config.pollMs ?? 15_000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      store?.close();
      store = null;
    },
    countPending() {
      return store?.countPending() ?? 0;
    },
  };
}
