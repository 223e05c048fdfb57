/**
 * Operator command for the contact outbox (the SQLite file under DATA_DIR).
 *
 *   npm run outbox -- list [pending|sent|failed|held] [--limit N]
 *   npm run outbox -- show <id>
 *   npm run outbox -- retry <id>
 *   npm run outbox -- retry-failed
 *   npm run outbox -- release <id>
 *   npm run outbox -- backup <file>
 *   npm run outbox -- restore <file>
 *
 * A requeued or released message is sent by the running site's delivery worker within its poll
 * interval (15 s by default); nothing is sent from this command.
 *
 * `backup` writes a consistent copy of the live outbox while the site runs (SQLite's online backup);
 * `restore` puts such a copy in place in an empty DATA_DIR. Both check the copy before they finish.
 *
 * DATA_DIR comes from the environment or from `.env` in the current folder, as for the site.
 * Runs under Node's type stripping: imports carry their .ts extension and no path aliases.
 */
import { statSync } from "node:fs";
import type { OutboxStatus, OutboxSummary, StoredContactMessage } from "../app/contact/outbox.server.ts";
import { loadEnvFile } from "../server/env-file.ts";

// node:sqlite prints an ExperimentalWarning on load; for an operator's command that is only noise.
// Other warnings still print. The outbox module is loaded after this filter is in place.
process.removeAllListeners("warning");
process.on("warning", (warning) => {
  if (warning.name !== "ExperimentalWarning") console.warn(warning);
});
const { OUTBOX_STATUSES, openOutbox, restoreOutbox } = await import("../app/contact/outbox.server.ts");

const USAGE = `Usage: npm run outbox -- <command>

Commands:
  list [pending|sent|failed|held] [--limit N]   newest messages first (default: all statuses, 50)
  show <id>                                     one message in full
  retry <id>                                    send a pending or failed message again, with fresh attempts
  retry-failed                                  retry every failed message
  release <id>                                  send a held message (one that looked automated) as a normal one
  backup <file>                                 write a consistent copy of the outbox to <file>, while the site runs
  restore <file>                                put a backup in place as the outbox of an empty DATA_DIR (site stopped)

Held messages are never mailed unless released; the site removes them after
CONTACT_HELD_RETENTION_DAYS (default 30). The outbox is read from DATA_DIR (default ./data),
set in the environment or in .env in the current folder.`;

function when(milliseconds: number | null): string {
  return milliseconds === null ? "-" : new Date(milliseconds).toISOString().replace(/\.\d{3}Z$/, "Z");
}

function oneLine(text: string, width: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

/** What an operator needs to know next to a message's status: why it is held, or why it last failed. */
function statusNote(message: StoredContactMessage): string {
  if (message.status === "held") return `held: ${message.heldReason ?? "looked automated"}`;
  return message.lastError ?? "";
}

function printTable(messages: readonly StoredContactMessage[]): void {
  const header = [
    "id",
    "status",
    "tries",
    "received",
    "next try",
    "brand",
    "from",
    "message",
    "reason or last error",
  ];
  const rows = messages.map((message) => [
    String(message.id),
    message.status,
    String(message.attempts),
    when(message.receivedAt),
    message.status === "pending" ? when(message.nextAttemptAt) : "-",
    message.brandId,
    oneLine(`${message.name} <${message.email}>`, 60),
    oneLine(message.message, 40),
    oneLine(statusNote(message), 100),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  for (const row of [header, ...rows]) {
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    );
  }
}

function printMessage(message: StoredContactMessage): void {
  const lines: Array<[string, string]> = [
    ["id", String(message.id)],
    ["status", message.status],
    ["attempts", String(message.attempts)],
    ["received", when(message.receivedAt)],
    ["next attempt", message.status === "pending" ? when(message.nextAttemptAt) : "-"],
    ["sent", when(message.sentAt)],
    ["last error", message.lastError ?? "-"],
    ["held because", message.heldReason ?? "-"],
    ["brand", `${message.brandName} (${message.brandId})`],
    ["recipient", message.recipient],
    ["name", message.name],
    ["email", message.email],
    ["phone", message.phone ?? "-"],
    ["service", message.service ?? "-"],
    ["form", message.formType],
    ["page time", message.pageTimestamp ?? "-"],
    ["message id", message.messageId],
  ];
  for (const [label, value] of lines) console.log(`${`${label}:`.padEnd(14)}${value}`);
  console.log(`\n${message.message}`);
}

function parseId(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d+$/.test(text)) return undefined;
  return Number(text);
}

/** The message id `retry` or `release` acts on, or undefined after saying where to find one. */
function idArgument(command: string, text: string | undefined, listed: OutboxStatus): number | undefined {
  const id = parseId(text);
  if (id === undefined) {
    console.error(
      `${command} needs a message id, e.g. ${command} 12 (see: npm run outbox -- list ${listed})`,
    );
  }
  return id;
}

/** `retry` and `release` only mark a message due: the site's worker sends it at its next look. */
function queued(id: number, what: string): number {
  console.log(
    `Message #${id} is ${what}; the running site's delivery worker sends it within about 15 seconds.`,
  );
  return 0;
}

function noSuchMessage(id: number): number {
  console.error(`There is no message #${id}.`);
  return 1;
}

function describeSummary(summary: OutboxSummary): string {
  return `${summary.total} message${summary.total === 1 ? "" : "s"} (${summary.pending} pending, ${summary.sent} sent, ${summary.failed} failed, ${summary.held} held)`;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function restore(file: string | undefined, dataDir: string): Promise<number> {
  if (!file) {
    console.error("restore needs the backup file, e.g. restore /var/lib/dresden-site-backups/outbox-2026-11-30.sqlite");
    return 2;
  }
  try {
    const summary = await restoreOutbox({ dataDir, from: file });
    console.log(
      `Restored ${describeSummary(summary)} from ${file} into DATA_DIR=${dataDir}.\n` +
        "Start the site: it delivers the pending messages (and any failed ones you retry).",
    );
    return 0;
  } catch (error) {
    console.error(`Restore failed, nothing was changed: ${errorText(error)}`);
    return 1;
  }
}

const COMMANDS = ["list", "show", "retry", "retry-failed", "release", "backup", "restore"];

/** Runs one command and returns the process exit code. */
export async function runOutboxCommand(args: readonly string[], dataDir: string): Promise<number> {
  const [command, ...rest] = args;
  if (!command || command === "help" || command === "--help" || command === "-h") {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  if (!COMMANDS.includes(command)) {
    console.error(`Unknown command "${command}".\n\n${USAGE}`);
    return 2;
  }
  // Restoring needs an empty DATA_DIR: opening the outbox first would create one.
  if (command === "restore") return restore(rest[0], dataDir);

  let outbox;
  try {
    outbox = openOutbox({ dataDir });
  } catch (error) {
    console.error(
      `Cannot open the contact outbox in DATA_DIR=${dataDir}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  }
  try {
    switch (command) {
      case "list": {
        let status: OutboxStatus | undefined;
        let limit = 50;
        for (let index = 0; index < rest.length; index += 1) {
          const argument = rest[index] as string;
          if (argument === "--limit") {
            const parsed = parseId(rest[index + 1]);
            if (parsed === undefined || parsed === 0) {
              console.error("--limit needs a positive whole number.");
              return 2;
            }
            limit = parsed;
            index += 1;
          } else if ((OUTBOX_STATUSES as readonly string[]).includes(argument)) {
            status = argument as OutboxStatus;
          } else {
            console.error(`Unknown list option "${argument}".\n\n${USAGE}`);
            return 2;
          }
        }
        const messages = outbox.list({ status, limit });
        if (messages.length === 0) {
          console.log(status ? `No ${status} messages.` : "The outbox is empty.");
        } else {
          printTable(messages);
        }
        console.log(
          `\n${outbox.countUndelivered()} undelivered (pending or failed), ${outbox.countHeld()} held, in ${outbox.path}`,
        );
        return 0;
      }
      case "show": {
        const id = parseId(rest[0]);
        const message = id === undefined ? undefined : outbox.get(id);
        if (!message) {
          console.error(
            id === undefined ? "show needs a message id, e.g. show 12" : `There is no message #${id}.`,
          );
          return 1;
        }
        printMessage(message);
        return 0;
      }
      case "retry": {
        const id = idArgument(command, rest[0], "failed");
        if (id === undefined) return 2;
        const outcome = outbox.retry(id);
        if (outcome === "not-found") return noSuchMessage(id);
        if (outcome === "already-sent") {
          console.error(
            `Message #${id} was already sent (${when(outbox.get(id)?.sentAt ?? null)}); nothing to do.`,
          );
          return 1;
        }
        if (outcome === "held") {
          console.error(`Message #${id} is held; read it with: show ${id}, and send it with: release ${id}`);
          return 1;
        }
        return queued(id, "queued again");
      }
      case "release": {
        const id = idArgument(command, rest[0], "held");
        if (id === undefined) return 2;
        const outcome = outbox.release(id);
        if (outcome === "not-found") return noSuchMessage(id);
        if (outcome === "not-held") {
          console.error(
            `Message #${id} is ${outbox.get(id)?.status ?? "gone"}, not held; nothing to release.`,
          );
          return 1;
        }
        return queued(id, "released");
      }
      case "backup": {
        const file = rest[0];
        if (!file) {
          console.error("backup needs a file to write, e.g. backup /var/lib/dresden-site-backups/outbox-2026-11-30.sqlite");
          return 2;
        }
        try {
          const summary = await outbox.backup(file);
          const kilobytes = Math.ceil(statSync(file).size / 1024);
          console.log(`Backed up ${describeSummary(summary)} to ${file} (${kilobytes} KB, checked).`);
          return 0;
        } catch (error) {
          console.error(`Backup failed (no file written at ${file}): ${errorText(error)}`);
          return 1;
        }
      }
      case "retry-failed": {
        const count = outbox.retryFailed();
        console.log(
          count === 0
            ? "No failed messages."
            : `${count} failed message${count === 1 ? " is" : "s are"} queued again.`,
        );
        return 0;
      }
    }
    return 2;
  } finally {
    outbox.close();
  }
}

// Run only when executed directly (`node scripts/outbox.ts ...`), not when imported by a test.
if (import.meta.main) {
  try {
    loadEnvFile();
  } catch (error) {
    console.error(errorText(error));
    process.exit(1);
  }
  process.exitCode = await runOutboxCommand(process.argv.slice(2), process.env.DATA_DIR?.trim() || "./data");
}
