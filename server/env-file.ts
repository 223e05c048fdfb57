/**
 * Reads `.env` from the folder the site (or `npm run outbox`) starts in, when there is one: each
 * `NAME=value` line becomes an environment variable unless the environment already sets it, so a
 * process manager's settings win over the file. Node's own parser (process.loadEnvFile) reads it.
 *
 * Runs under Node's type stripping before the server bundle loads: Node built-ins only.
 */
import { existsSync } from "node:fs";
import path from "node:path";

export const ENV_FILE_NAME = ".env";

/** Loads `<cwd>/.env` into process.env; returns its path, or null when there is none. */
export function loadEnvFile(cwd: string = process.cwd()): string | null {
  const file = path.join(cwd, ENV_FILE_NAME);
  if (!existsSync(file)) return null;
  try {
    process.loadEnvFile(file);
  } catch (error) {
    throw new Error(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return file;
}
