/**
 * Backups with a tested restore: `npm run outbox -- backup` copies the live outbox while the site
 * runs and messages keep arriving; `npm run outbox -- restore` puts the copy in a fresh DATA_DIR; the
 * site started on it has every message and delivers the pending ones.
 */
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkOutboxFile, OUTBOX_FILE_NAME } from "../../app/contact/outbox.server";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { readOutboxRows, runOutboxCommand, waitFor } from "./contact-site";
import { contactSubmission } from "./operations-support";
import { skipWithoutBuild, startSiteProcess, tempDir } from "./server-harness";

const skip = skipWithoutBuild("operations-backup");

let sink: SmtpSink;
beforeAll(async () => {
  if (!skip) sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.stop();
});

const tokenOf = (row: Record<string, unknown>) => /\((\w+)\)\.$/.exec(String(row.message))?.[1];

describe.skipIf(skip)("outbox backup and restore", () => {
  it("backs up while messages arrive; the restored copy, on a fresh site, has every message and delivers the pending ones", async () => {
    // The first site has no mail server: everything it takes stays pending, as during an SMTP outage.
    const liveDir = tempDir("backup-live");
    const live = await startSiteProcess({
      DATA_DIR: liveDir,
      CONTACT_RATE_PER_MINUTE: "1000000",
      CONTACT_RATE_PER_HOUR: "1000000",
      WRITE_RATE_PER_MINUTE: "1000000",
    });
    const acknowledged: string[] = [];
    let sending = true;
    const send = async (client: number) => {
      for (let index = 0; sending; index += 1) {
        const token = `bk${client}x${index}y`;
        const response = await fetch(`${live.origin}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(contactSubmission(token)),
        });
        if (response.status === 200) acknowledged.push(token);
        await response.arrayBuffer();
        // A steady stream rather than a flood: the restored site has to mail them all.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const clients = [0, 1].map(send);
    const backupFile = path.join(tempDir("backups"), "outbox-2026-11-30.sqlite");
    try {
      await waitFor(() => acknowledged.length >= 20, "20 messages taken");
      const before = [...acknowledged];
      const backup = await runOutboxCommand(liveDir, "backup", backupFile);
      const after = [...acknowledged];
      await new Promise((resolve) => setTimeout(resolve, 300));
      sending = false;
      await Promise.all(clients);

      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(/^Backed up \d+ messages \(\d+ pending, 0 sent, 0 failed, 0 held\) to .+outbox-2026-11-30\.sqlite \(\d+ KB, checked\)\.\n$/);
      // One self-contained, sound file: everything acknowledged before the backup began, nothing invented.
      expect(existsSync(`${backupFile}-wal`)).toBe(false);
      const copied = readOutboxRows(path.dirname(backupFile), path.basename(backupFile)).map(tokenOf);
      expect(before.filter((token) => !copied.includes(token))).toEqual([]);
      expect(copied.filter((token) => !after.includes(token as string))).toEqual([]);
      expect(checkOutboxFile(backupFile).pending).toBe(copied.length);
      expect(acknowledged.length).toBeGreaterThan(copied.length); // messages kept arriving while it ran

      // Restore into a fresh DATA_DIR and start the site on it, now with a mail server.
      const restoredDir = tempDir("backup-restored");
      const restore = await runOutboxCommand(restoredDir, "restore", backupFile);
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain(`Restored ${copied.length} messages (${copied.length} pending`);
      const restored = await startSiteProcess({
        DATA_DIR: restoredDir,
        SMTP_URL: sink.url,
        CONTACT_FROM: "website@dresdentax.com",
      });
      try {
        await waitFor(
          () => readOutboxRows(restoredDir).every((row) => row.status === "sent"),
          "every restored message delivered",
          30_000,
        );
        const mailed = new Set(sink.messages.map((mail) => /bakery \((\w+)\)/.exec(mail.text)?.[1]));
        expect(copied.filter((token) => !mailed.has(token))).toEqual([]);
        expect(readOutboxRows(restoredDir).map(tokenOf)).toEqual(copied);
        expect((await fetch(`${restored.origin}/healthz`)).status).toBe(200);
      } finally {
        await restored.stop();
      }
    } finally {
      sending = false;
      await Promise.all(clients);
      await live.stop();
    }
  }, 90_000);

  it("restore refuses a DATA_DIR that already has an outbox, and a file that is not a sound outbox, changing nothing", async () => {
    const dataDir = tempDir("restore-refused");
    const site = await startSiteProcess({ DATA_DIR: dataDir });
    await site.stop();
    const backupFile = path.join(tempDir("backups"), "good.sqlite");
    expect((await runOutboxCommand(dataDir, "backup", backupFile)).code).toBe(0);

    const occupied = await runOutboxCommand(dataDir, "restore", backupFile);
    expect(occupied.code).toBe(1);
    expect(occupied.stderr).toContain("Restore failed, nothing was changed");
    expect(occupied.stderr).toContain("already holds an outbox");

    const junk = path.join(tempDir("backups"), "junk.sqlite");
    writeFileSync(junk, "this is not a database");
    const fresh = tempDir("restore-junk");
    const bad = await runOutboxCommand(fresh, "restore", junk);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("Restore failed, nothing was changed");
    expect(existsSync(path.join(fresh, OUTBOX_FILE_NAME))).toBe(false);

    const missing = await runOutboxCommand(fresh, "backup");
    expect(missing.code).toBe(2);
  });
});
