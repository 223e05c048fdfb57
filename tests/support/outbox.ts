/** Reading the contact outbox a test server wrote, straight from its SQLite file (read-only). */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { OUTBOX_FILE_NAME } from "../../app/contact/outbox.server.ts";

export interface StoredMessage {
  brand_id: string;
  recipient: string;
  name: string;
  email: string;
  message: string;
  form_type: string;
  status: string;
}

/** The named columns of the rows of the server's SQLite outbox matching `where` (one `?`, given `value`). */
export function readOutboxRows<Row>(
  dataDir: string,
  columns: readonly (keyof Row & string)[],
  where: string,
  value: string,
): Row[] {
  const file = join(dataDir, OUTBOX_FILE_NAME);
  if (!existsSync(file)) return [];
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    db.exec("PRAGMA busy_timeout = 2000");
    return db
      .prepare(`SELECT ${columns.join(", ")} FROM contact_messages WHERE ${where}`)
      .all(value) as unknown as Row[];
  } finally {
    db.close();
  }
}

/** The messages in the server's SQLite outbox whose text contains `token`, read straight from the file. */
export function storedMessagesContaining(dataDir: string, token: string): StoredMessage[] {
  return readOutboxRows<StoredMessage>(
    dataDir,
    ["brand_id", "recipient", "name", "email", "message", "form_type", "status"],
    "instr(message, ?) > 0",
    token,
  );
}
