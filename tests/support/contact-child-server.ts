/**
 * A minimal server with the contact endpoint and delivery worker, run as a separate Node 24 process
 * by tests/integration/contact.test.ts so that it can be killed with SIGKILL and started again.
 *
 *   DATA_DIR=... SMTP_URL=... CONTACT_FROM=... node tests/support/contact-child-server.ts
 *
 * Prints one line of JSON, {"port": <port>}, once it listens on 127.0.0.1.
 */
import { registerHooks } from "node:module";

// The brand modules import each other without extensions (Vite style); Node's own loader needs
// them, so add ".ts" to extensionless relative imports that do not resolve as written.
registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (/^\.\.?\//.test(specifier) && !/\.[cm]?[jt]sx?$/.test(specifier))
        return nextResolve(`${specifier}.ts`, context);
      throw error;
    }
  },
});

const { default: express } = await import("express");
const { createContactService } = await import("../../app/contact/service.server.ts");
const { createContactRouter } = await import("../../server/api/contact.ts");

const contact = createContactService({
  dataDir: process.env.DATA_DIR ?? "./data",
  smtpUrl: process.env.SMTP_URL || null,
  contactFrom: process.env.CONTACT_FROM || null,
  rateLimit: { perMinute: 1_000, perHour: 10_000 },
  retryPolicy: { baseDelayMs: 100, maxDelayMs: 500 },
  pollIntervalMs: 200,
  // A send cut short by SIGKILL is retried after this lease; keep it short for the test.
  leaseMs: 1_000,
});

const app = express();
app.use(createContactRouter({ contact }));
const server = app.listen(0, "127.0.0.1", () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
});
contact.start();

process.on("SIGTERM", () => {
  server.close();
  void contact.stop().then(() => process.exit(0));
});
