/**
 * Ghost's members for the deadline-reminder tests: one newsletter per brand (as the README tells the
 * firm to set up), and what Ghost holds about a member, read through its Admin API.
 */
import { BRANDS, BRAND_IDS } from "../../../app/brands/index.ts";
import { ghostAdminToken } from "../../../app/blog/ghost-admin-token.ts";

export interface AdminKey {
  id: string;
  secret: string;
}

async function admin(url: string, key: AdminKey, path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${url}/ghost/api/admin${path}`, {
    ...init,
    headers: {
      "Accept-Version": "v5.0",
      "Content-Type": "application/json",
      Authorization: `Ghost ${ghostAdminToken(key.id, key.secret)}`,
    },
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** Creates each brand's newsletter under the name the brand's data gives it. */
export async function createBrandNewsletters(url: string, key: AdminKey): Promise<void> {
  for (const id of BRAND_IDS) {
    await admin(url, key, "/newsletters/", {
      method: "POST",
      body: JSON.stringify({ newsletters: [{ name: BRANDS[id].reminders.newsletter }] }),
    });
  }
}

export interface GhostMember {
  email: string;
  labels: { name: string }[];
  newsletters: { name: string }[];
}

/** Every member with this address (Ghost keeps addresses unique: more than one would be a bug). */
export async function membersByEmail(url: string, key: AdminKey, email: string): Promise<GhostMember[]> {
  const body = (await admin(
    url,
    key,
    `/members/?filter=${encodeURIComponent(`email:'${email}'`)}&include=labels,newsletters`,
  )) as { members: GhostMember[] };
  return body.members;
}
