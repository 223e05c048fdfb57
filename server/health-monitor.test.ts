import { afterEach, describe, expect, it, vi } from "vitest";
import type { HealthReport } from "~/contact/health";
import { createHealthMonitor, healthAlert, type HealthAlert } from "./health-monitor";

const healthy: HealthReport = { healthy: true, reasons: [] };
const overdue: HealthReport = { healthy: false, reasons: [{ code: "contact-overdue", message: "A message has waited." }] };
const failed: HealthReport = {
  healthy: false,
  reasons: [...overdue.reasons, { code: "contact-failed", message: "1 message failed." }],
};

function setup(initial: HealthReport) {
  let current = initial;
  const sent: HealthAlert[] = [];
  let refuse = false;
  const lines: string[] = [];
  const monitor = createHealthMonitor({
    check: () => current,
    send: async (alert) => {
      if (refuse) throw new Error("it answered 500");
      sent.push(alert);
    },
    site: "https://dresdentax.com",
    logger: {
      info: (text: string) => lines.push(`info ${text}`),
      warn: (text: string) => lines.push(`warn ${text}`),
      error: (text: string) => lines.push(`error ${text}`),
    } as never,
    intervalMs: 1_000,
  });
  return {
    monitor,
    sent,
    lines,
    become: (report: HealthReport) => (current = report),
    refuse: (value: boolean) => (refuse = value),
  };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

afterEach(() => {
  vi.useRealTimers();
});

describe("createHealthMonitor", () => {
  it("is silent when the site starts healthy, alerts a problem, a change of reasons and the recovery, each once", async () => {
    vi.useFakeTimers();
    const { monitor, sent, become } = setup(healthy);
    monitor.start();
    await settle();
    expect(sent).toEqual([]);
    become(overdue);
    await vi.advanceTimersByTimeAsync(1_000);
    monitor.report();
    await vi.advanceTimersByTimeAsync(3_000);
    become(failed);
    monitor.report();
    await settle();
    become(healthy);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent.map((alert) => [alert.status, alert.reasons.map((reason) => reason.code)])).toEqual([
      ["unhealthy", ["contact-overdue"]],
      ["unhealthy", ["contact-overdue", "contact-failed"]],
      ["recovered", []],
    ]);
    await monitor.stop();
  });

  it("alerts a problem it starts with at once, and sends a refused alert again at the next check", async () => {
    vi.useFakeTimers();
    const { monitor, sent, lines, refuse } = setup(overdue);
    refuse(true);
    monitor.start();
    await settle();
    expect(sent).toEqual([]);
    expect(lines).toContain("error health: the alert webhook failed (it answered 500); trying again in 1 s");
    refuse(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent.map((alert) => alert.status)).toEqual(["unhealthy"]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent).toHaveLength(1);
    await monitor.stop();
  });

  it("sends nothing when a problem it could not report has passed", async () => {
    vi.useFakeTimers();
    const { monitor, sent, refuse, become } = setup(overdue);
    refuse(true);
    monitor.start();
    await settle();
    become(healthy);
    refuse(false);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(sent).toEqual([]);
    await monitor.stop();
  });
});

describe("healthAlert", () => {
  it("reads as one line in a chat, with the details beside it", () => {
    const alert = healthAlert(overdue, { site: "https://dresdentax.com", now: Date.UTC(2026, 10, 30) });
    expect(alert).toMatchObject({
      text: "https://dresdentax.com is UNHEALTHY: A message has waited.",
      status: "unhealthy",
      reasons: overdue.reasons,
      at: "2026-11-30T00:00:00.000Z",
    });
    expect(typeof alert.host).toBe("string");
  });
});
