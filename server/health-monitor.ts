/**
 * Watches the site's health (app/contact/health.ts) and tells someone when it changes: a log line
 * always, and with ALERT_WEBHOOK_URL a short JSON POST (a chat webhook or an uptime service's
 * receiver). Not by mail: the mail server may be what is down.
 */
import { hostname } from "node:os";
import type { HealthReason, HealthReport } from "~/contact/health";
import type { SiteLogger } from "~/log.server";

/** The JSON POSTed to ALERT_WEBHOOK_URL. `text` is what chat webhooks (Slack, Mattermost) show. */
export interface HealthAlert {
  text: string;
  status: "unhealthy" | "recovered";
  site: string;
  host: string;
  reasons: HealthReason[];
  at: string;
}

export function healthAlert(report: HealthReport, { site, now }: { site: string; now: number }): HealthAlert {
  const text = report.healthy
    ? `${site} has recovered: contact messages are stored and delivered again.`
    : `${site} is UNHEALTHY: ${report.reasons.map((reason) => reason.message).join(" ")}`;
  return {
    text,
    status: report.healthy ? "recovered" : "unhealthy",
    site,
    host: hostname(),
    reasons: report.reasons,
    at: new Date(now).toISOString(),
  };
}

/** Posts one alert; rejects when the receiver does not take it. */
export type AlertSender = (alert: HealthAlert) => Promise<void>;

export const ALERT_TIMEOUT_MS = 10_000;

export function webhookAlertSender(url: string): AlertSender {
  return async (alert) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(alert),
      signal: AbortSignal.timeout(ALERT_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`it answered ${response.status}`);
  };
}

export interface HealthMonitorOptions {
  /** Works out the health now (with a write probe when `probe` is true). */
  check: (probe: boolean) => HealthReport;
  /** Null: no ALERT_WEBHOOK_URL, changes are only logged. */
  send: AlertSender | null;
  site: string;
  logger: Pick<SiteLogger, "info" | "warn" | "error">;
  /** How often the health is worked out on its own, without anyone asking /healthz. Default 30 s. */
  intervalMs?: number;
  now?: () => number;
}

export interface HealthMonitor {
  /** Works out the health at once (a start-up problem is alerted) and then every interval. */
  start(): void;
  /** The health now, for /healthz; a change from the last answer is logged and alerted. */
  report(): HealthReport;
  /** Stops the timer and waits for an alert being sent. */
  stop(): Promise<void>;
}

const reasonKey = (report: HealthReport) => report.reasons.map((reason) => reason.code).join(",");

/**
 * Watches the health: every change (unhealthy, a different set of reasons, recovered) is logged and,
 * with a webhook, POSTed. The site starts out assumed healthy, so a problem at start-up is alerted and
 * a healthy start is silent. An alert the receiver did not take is sent again at the next check; if the
 * health has meanwhile returned to what was last alerted, nothing is sent.
 */
export function createHealthMonitor(options: HealthMonitorOptions): HealthMonitor {
  const now = options.now ?? Date.now;
  const intervalMs = options.intervalMs ?? 30_000;
  const { logger, send } = options;
  let observed = "";
  let alerted = "";
  let unsent: HealthReport | null = null;
  let sending: Promise<void> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  function deliver(): void {
    if (!send || !unsent || sending) return;
    const report = unsent;
    sending = send(healthAlert(report, { site: options.site, now: now() }))
      .then(
        () => {
          alerted = reasonKey(report);
          if (unsent === report) unsent = null;
          logger.info(`health: alert sent (${report.healthy ? "recovered" : reasonKey(report)})`);
        },
        (error: unknown) => {
          logger.error(
            `health: the alert webhook failed (${error instanceof Error ? error.message : String(error)}); trying again in ${Math.round(intervalMs / 1000)} s`,
          );
        },
      )
      .finally(() => {
        sending = undefined;
        // The health changed while this one was on its way: send the news, unless it is back to what was last said.
        if (unsent && reasonKey(unsent) === alerted) unsent = null;
        if (unsent && unsent !== report) deliver();
      });
  }

  function observe(report: HealthReport): HealthReport {
    const key = reasonKey(report);
    if (key !== observed) {
      observed = key;
      if (report.healthy) logger.info("health: healthy again");
      else for (const reason of report.reasons) logger.error(`health: UNHEALTHY (${reason.code}): ${reason.message}`);
      unsent = key === alerted ? null : report;
    }
    deliver();
    return report;
  }

  return {
    start() {
      observe(options.check(true));
      timer ??= setInterval(() => observe(options.check(true)), intervalMs);
      timer.unref?.();
    },
    report: () => observe(options.check(false)),
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await sending;
    },
  };
}
