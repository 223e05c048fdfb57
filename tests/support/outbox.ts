/** Reading the contact outbox a test server wrote, straight from its SQLite file (read-only). */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { BRANDS } from "../../app/brands/index.ts";
import { OUTBOX_FILE_NAME, type NewContactMessage } from "../../app/contact/outbox.server.ts";

export interface StoredMessage {
  brand_id: string;
  recipient: string;
  name: string;
  email: string;
  message: string;
  form_type: string;
  status: string;
}

export type OutboxRow = Record<string, unknown>;

/** Every row of the server's SQLite outbox (or another file of it, a backup), oldest first, read straight from the file (none before it exists). */
export function readOutboxRows(dataDir: string, fileName: string = OUTBOX_FILE_NAME): OutboxRow[] {
  const file = join(dataDir, fileName);
  if (!existsSync(file)) return [];
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    db.exec("PRAGMA busy_timeout = 2000");
    return db.prepare("SELECT * FROM contact_messages ORDER BY id").all() as OutboxRow[];
  } finally {
    db.close();
  }
}

/** A row with only the named columns, as a test compares it. */
export function pickColumns<Row>(row: OutboxRow, columns: readonly (keyof Row & string)[]): Row {
  return Object.fromEntries(columns.map((column) => [column, row[column]])) as Row;
}

/** The messages in the server's SQLite outbox whose text contains `token`, read straight from the file. */
export function storedMessagesContaining(dataDir: string, token: string): StoredMessage[] {
  return readOutboxRows(dataDir)
    .filter((row) => String(row.message).includes(token))
    .map((row) =>
      pickColumns<StoredMessage>(row, [
        "brand_id",
        "recipient",
        "name",
        "email",
        "message",
        "form_type",
        "status",
      ]),
    );
}

/** A message to put in an outbox before the server starts (for dresdentax), named by `label`. */
export function seedMessage(label: string, text = "A message stored before the server started."): NewContactMessage {
  const brand = BRANDS.dresdentax;
  return {
    brandId: brand.id,
    brandName: brand.name,
    recipient: brand.contact.email,
    name: label,
    email: "seed@example.com",
    message: text,
    formType: "contact",
    messageId: `<seed-${label.replace(/\W+/g, "-")}@dresdentax.com>`,
  };
}
