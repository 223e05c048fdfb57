/**
 * The site's log: JSON lines on stdout (pino), one per event, with a level, an ISO time and a message,
 * so journald, `docker logs` or any log tool can filter them. `LOG_LEVEL` picks the least severe level
 * written (default info; checked with the rest of the configuration in app/config.server.ts).
 *
 * Never log what a visitor wrote: no form body, email address, name, phone or message text. Messages
 * name a contact message by its number (`#12`) and the brand instead.
 */
import { pino, type Logger } from "pino";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const DEFAULT_LOG_LEVEL: LogLevel = "info";

export type SiteLogger = Logger;

export function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value);
}

/**
 * Only an error's kind, message, code and stack: its other properties can carry what a visitor sent
 * (a body parser's error can hold the raw body it failed on).
 */
function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const { code } = error as { code?: unknown };
  return { type: error.name, message: error.message, ...(code === undefined ? {} : { code }), stack: error.stack };
}

const level = process.env.LOG_LEVEL?.trim().toLowerCase() ?? "";

/** The site's logger; tests pass their own to the parts they check. */
export const log: SiteLogger = pino({
  level: isLogLevel(level) ? level : DEFAULT_LOG_LEVEL,
  // No pid or host name on every line: journald and Docker record both.
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  serializers: { err: serializeError },
});
