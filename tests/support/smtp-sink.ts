/**
 * A real SMTP server on loopback for tests: it accepts (or, in "fail" mode, temporarily refuses)
 * mail and keeps every accepted message, parsed enough to check envelope, headers and bodies.
 *
 *   const sink = await startSmtpSink();        // listening on a free port, mode "accept"
 *   sink.url                                   // smtp://127.0.0.1:<port>, for SMTP_URL
 *   sink.setMode("fail");                      // every message answered "451 try again later"
 *   await sink.stop(); await sink.start();     // down and up again on the same port
 *   await sink.waitForMessages(1);
 *
 * No authentication and no STARTTLS: nodemailer talks plain SMTP to it.
 */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type SmtpSinkMode = "accept" | "fail";

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** The message exactly as transmitted. */
  raw: string;
  /** Top-level headers, lower-case names, unfolded, encoded words decoded. */
  headers: Map<string, string[]>;
  /** Raw top-level header lines (unfolded, not decoded), to look for injected headers. */
  headerLines: string[];
  subject: string;
  text: string;
  html: string;
}

export interface SmtpSink {
  readonly port: number;
  readonly url: string;
  readonly messages: readonly ReceivedMail[];
  readonly mode: SmtpSinkMode;
  /** How many DATA transfers were refused in "fail" mode. */
  readonly refusedCount: number;
  setMode(mode: SmtpSinkMode): void;
  /** Listens again on the same port after `stop`. */
  start(): Promise<void>;
  /** Stops listening and drops open connections, as a crashed mail server would. */
  stop(): Promise<void>;
  clear(): void;
  waitForMessages(count: number, timeoutMs?: number): Promise<readonly ReceivedMail[]>;
}

function decodeBytes(bytes: Buffer): string {
  return bytes.toString("utf8");
}

function decodeQuotedPrintable(body: string): string {
  const softBreaksRemoved = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < softBreaksRemoved.length; index += 1) {
    const character = softBreaksRemoved[index] as string;
    const hex = softBreaksRemoved.slice(index + 1, index + 3);
    if (character === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(character, "utf8"));
    }
  }
  return decodeBytes(Buffer.from(bytes));
}

function decodeTransfer(body: string, encoding: string | undefined): string {
  switch ((encoding ?? "7bit").toLowerCase()) {
    case "quoted-printable":
      return decodeQuotedPrintable(body);
    case "base64":
      return decodeBytes(Buffer.from(body.replace(/\s+/g, ""), "base64"));
    default:
      return body;
  }
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as nodemailer writes them. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? decodeBytes(Buffer.from(text, "base64"))
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

interface MimePart {
  headerLines: string[];
  headers: Map<string, string[]>;
  body: string;
}

function splitPart(raw: string): MimePart {
  const separator = raw.indexOf("\r\n\r\n");
  const headerBlock = separator === -1 ? raw : raw.slice(0, separator);
  const body = separator === -1 ? "" : raw.slice(separator + 4);
  const headerLines = headerBlock
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n")
    .filter(Boolean);
  const headers = new Map<string, string[]>();
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = decodeEncodedWords(line.slice(colon + 1).trim());
    headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  return { headerLines, headers, body };
}

function leaves(part: MimePart): MimePart[] {
  const contentType = part.headers.get("content-type")?.[0] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!contentType.toLowerCase().startsWith("multipart/") || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith("--"))
    .flatMap((section) => leaves(splitPart(section.replace(/^\r\n/, "").replace(/\r\n$/, ""))));
}

/** Parses a transmitted message into headers and decoded text and HTML bodies. */
export function parseMail(raw: string, envelopeFrom = "", envelopeTo: string[] = []): ReceivedMail {
  const top = splitPart(raw);
  let text = "";
  let html = "";
  for (const leaf of leaves(top)) {
    const type = (leaf.headers.get("content-type")?.[0] ?? "text/plain").toLowerCase();
    const decoded = decodeTransfer(leaf.body, leaf.headers.get("content-transfer-encoding")?.[0]);
    if (type.startsWith("text/html")) html = decoded;
    else if (type.startsWith("text/plain")) text = decoded;
  }
  return {
    envelopeFrom,
    envelopeTo,
    raw,
    headers: top.headers,
    headerLines: top.headerLines,
    subject: top.headers.get("subject")?.[0] ?? "",
    text: text.replace(/\r\n/g, "\n"),
    html: html.replace(/\r\n/g, "\n"),
  };
}

export async function startSmtpSink(options: { port?: number; mode?: SmtpSinkMode } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let mode: SmtpSinkMode = options.mode ?? "accept";
  let port = options.port ?? 0;
  let refusedCount = 0;
  let server: SMTPServer | undefined;

  function createServer(): SMTPServer {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ["AUTH", "STARTTLS"],
      logger: false,
      closeTimeout: 100,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (mode === "fail") {
            refusedCount += 1;
            const error = new Error("Mailbox temporarily unavailable, try again later") as Error & {
              responseCode: number;
            };
            error.responseCode = 451;
            callback(error);
            return;
          }
          const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
          const envelopeTo = session.envelope.rcptTo.map((address) => address.address);
          messages.push(parseMail(Buffer.concat(chunks).toString("utf8"), envelopeFrom, envelopeTo));
          for (const wake of waiters) wake();
          callback();
        });
      },
    });
  }

  async function start(): Promise<void> {
    if (server) return;
    const next = createServer();
    const netServer = next.listen(port, "127.0.0.1");
    await once(netServer, "listening");
    port = (netServer.address() as AddressInfo).port;
    server = next;
  }

  async function stop(): Promise<void> {
    const current = server;
    if (!current) return;
    server = undefined;
    await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  await start();

  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get messages() {
      return messages;
    },
    get mode() {
      return mode;
    },
    get refusedCount() {
      return refusedCount;
    },
    setMode(next) {
      mode = next;
    },
    start,
    stop,
    clear() {
      messages.length = 0;
    },
    async waitForMessages(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        const remaining = deadline - Date.now();
        if (remaining <= 0) {
          throw new Error(
            `expected ${count} message(s) at the SMTP sink, got ${messages.length} within ${timeoutMs} ms`,
          );
        }
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, remaining);
          waiters.add(wake);
        });
      }
      return messages;
    },
  };
}
