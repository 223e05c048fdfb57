/**
 * globalSetup of playwright.ghost.config.ts: starts a real Ghost, seeds it (seed.ts), and starts the
 * built site on it, so the blog browser tests run against the Ghost source. Ghost's process id is
 * handed to the tests in GHOST_E2E_PID (blog-outage.spec.ts stops Ghost to prove the site carries on).
 *
 * Without a Ghost install (tests/support/ghost/install.sh) the run is skipped with a message, except
 * under CI (CI set and not "false"/"0"), where a missing Ghost fails the run.
 */
import { INSTALL_COMMAND, findGhostInstall, ghostCacheDir, startGhost } from "./ghost.ts";
import { seedGhost, type SeededGhost } from "./seed.ts";
import { ghostAdminToken } from "../../../app/blog/ghost-admin-token.ts";
import { startSite } from "./site-server.ts";
import { createServer } from "node:http";
import { startSmtpSink } from "../smtp-sink.ts";
import { createBrandNewsletters } from "./members.ts";

/** Where the Ghost-backed site listens: next to the files-source test servers, never on them. */
export function ghostE2ePort(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.GHOST_E2E_PORT ?? Number(env.E2E_PORT ?? 3100) + 2);
}

export function underCi(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.CI) && !["false", "0"].includes(env.CI!.toLowerCase());
}

/** The uuid of the seeded draft: what Ghost's Preview button puts in its address. */
async function draftUuid(url: string, seeded: SeededGhost): Promise<string> {
  const response = await fetch(`${url}/ghost/api/admin/posts/slug/${seeded.facts.draftSlug}/`, {
    headers: {
      "Accept-Version": "v5.0",
      Authorization: `Ghost ${ghostAdminToken(seeded.adminKey.id, seeded.adminKey.secret)}`,
    },
  });
  const body = (await response.json()) as { posts?: Array<{ uuid?: string }> };
  const uuid = body.posts?.[0]?.uuid;
  if (!uuid) throw new Error(`Ghost answered no uuid for the seeded draft (${response.status})`);
  return uuid;
}

export default async function globalSetup(): Promise<(() => Promise<void>) | void> {
  const install = findGhostInstall();
  if (!install) {
    const message = `Ghost is not installed in ${ghostCacheDir()}; run ${INSTALL_COMMAND}`;
    if (underCi()) throw new Error(`CI is set: ${message} before the Ghost browser tests.`);
    console.warn(`[blog-ghost e2e] SKIPPED: ${message} to run the blog browser tests against Ghost.`);
    process.env.GHOST_E2E_SKIP = "1";
    return;
  }

  const started = Date.now();
  // Ghost's own mail (the sign-up links of reminders.spec.ts) is caught here; the specs read it over HTTP.
  const sink = await startSmtpSink();
  const mailbox = createServer((_request, response) => {
    response.setHeader("Content-Type", "application/json");
    response.end(JSON.stringify(sink.messages.map(({ envelopeTo, subject, text, html }) => ({ envelopeTo, subject, text, html }))));
  });
  await new Promise<void>((resolve) => mailbox.listen(0, "127.0.0.1", resolve));
  const mailboxAddress = mailbox.address();
  const closeMail = async () => {
    await new Promise<void>((resolve) => mailbox.close(() => resolve()));
    await sink.stop();
  };
  const ghost = await startGhost({ install, smtpPort: sink.port });
  try {
    const seeded = await seedGhost(ghost.url);
    await createBrandNewsletters(ghost.url, seeded.adminKey);
    const site = await startSite({
      port: ghostE2ePort(),
      env: {
        GHOST_URL: ghost.url,
        GHOST_CONTENT_API_KEY: seeded.contentKey,
        // Draft previews (blog-preview.spec.ts): the seeded draft's preview address is handed on below.
        GHOST_ADMIN_API_KEY: `${seeded.adminKey.id}:${seeded.adminKey.secret}`,
      },
    });
    const health = (await (await fetch(`${site.url}/healthz`)).json()) as { blogSource?: string };
    if (health.blogSource !== "ghost") {
      await site.stop();
      throw new Error(`The site did not pick the Ghost source (healthz says ${JSON.stringify(health)})`);
    }
    process.env.GHOST_E2E_PID = String(ghost.pid);
    process.env.GHOST_E2E_URL = ghost.url;
    process.env.GHOST_E2E_ADMIN_KEY = `${seeded.adminKey.id}:${seeded.adminKey.secret}`;
    process.env.GHOST_E2E_MAILBOX = `http://127.0.0.1:${typeof mailboxAddress === "object" && mailboxAddress ? mailboxAddress.port : 0}/`;
    process.env.GHOST_E2E_DRAFT_UUID = await draftUuid(ghost.url, seeded);
    console.info(
      `[blog-ghost e2e] Ghost ${install.version} at ${ghost.url} and the site at ${site.url} ready in ${Date.now() - started} ms`,
    );
    return async () => {
      await site.stop();
      await ghost.stop();
      await closeMail();
    };
  } catch (error) {
    await ghost.stop();
    await closeMail();
    throw error;
  }
}
