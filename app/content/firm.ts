/**
 * content/firm.yaml: facts about the firm that several pages state, kept in one place. The office
 * hours are written once as days and times; the sentence pages show ("Monday through Saturday, 9 a.m.
 * to 6 p.m., in person or virtual"), the `{{ hours… }}` placeholders and the hours search engines read
 * (schema.org, 24-hour times) are all made from them.
 */
import { z } from "zod";
import { BRAND_IDS, type BrandId, type PhoneNumber } from "../brands/types.ts";
import { phoneNumber, telOf } from "./fields.ts";
import type { ContentFiles } from "./files.server.ts";
import type { HoursWords } from "./placeholders.ts";
import { readYamlFile } from "./yaml.ts";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
const COUNT_WORDS = ["one", "two", "three", "four", "five", "six", "seven"] as const;

/** "9 a.m.", "5:30 p.m." or "noon". */
const CLOCK_TIME = /^(?:(1[0-2]|[1-9])(?::([0-5]\d))? ([ap])\.m\.|noon)$/;

const clockTime = z.string().regex(CLOCK_TIME, 'write a time like "9 a.m.", "5:30 p.m." or "noon"');

const firmFileSchema = z.strictObject({
  office_hours: z.strictObject({
    first_day: z.enum(WEEKDAYS),
    last_day: z.enum(WEEKDAYS),
    opens: clockTime,
    closes: clockTime,
    /** How clients can meet: "in person or virtual". */
    how: z.string().min(1),
  }),
  /** A brand's own line, shown instead of the main number where that brand's contact details are; empty: none. */
  own_phone_lines: z.partialRecord(z.enum(BRAND_IDS), phoneNumber.nullable()).nullish(),
  /** The counters of the home page's welcome band (they count up to `value`, then show `suffix`). */
  stats: z
    .array(
      z.strictObject({ label: z.string().min(1), value: z.number().int().positive(), suffix: z.string() }),
    )
    .min(1),
});

export interface FirmStat {
  label: string;
  value: number;
  suffix: string;
}

export interface OfficeHours {
  words: HoursWords;
  /** The days the offices open, in week order. */
  days: readonly Weekday[];
  /** 24-hour "HH:MM", as schema.org's opening hours want them. */
  opens: string;
  closes: string;
}

export interface FirmFacts {
  officeHours: OfficeHours;
  /** The brands with a phone line of their own (content/firm.yaml `own_phone_lines`), by brand. */
  ownPhoneLines: Partial<Record<BrandId, PhoneNumber>>;
  stats: readonly FirmStat[];
}

/** "5:30 p.m." → "17:30". */
function twentyFourHour(time: string): string {
  const match = CLOCK_TIME.exec(time);
  if (!match?.[1]) return "12:00";
  const hour = (Number(match[1]) % 12) + (match[3] === "p" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${match[2] ?? "00"}`;
}

export function readFirm(files: ContentFiles): FirmFacts | undefined {
  const file = "firm.yaml";
  const problems = files.problemsOf(file);
  // The firm's own facts fill placeholders elsewhere; they hold none themselves.
  const facts = readYamlFile(files, file, firmFileSchema, { hours: null });
  if (!facts) return undefined;
  const { firstDay, lastDay, opens, closes, how } = facts.officeHours;
  const first = WEEKDAYS.indexOf(firstDay);
  const last = WEEKDAYS.indexOf(lastDay);
  if (last < first) {
    problems.add(`the week runs Monday to Sunday: ${lastDay} comes before ${firstDay}`, {
      field: "office_hours.last_day",
    });
    return undefined;
  }
  if (twentyFourHour(closes) <= twentyFourHour(opens)) {
    problems.add(`the offices close (${closes}) before they open (${opens})`, {
      field: "office_hours.closes",
    });
    return undefined;
  }
  const days = WEEKDAYS.slice(first, last + 1);
  const dayWords = first === last ? firstDay : `${firstDay} through ${lastDay}`;
  const times = `${opens} to ${closes}`;
  return {
    officeHours: {
      words: {
        full: `${dayWords}, ${times}, ${how}`,
        days: dayWords,
        times,
        daysAWeek: COUNT_WORDS[days.length - 1] ?? String(days.length),
      },
      days,
      opens: twentyFourHour(opens),
      closes: twentyFourHour(closes),
    },
    ownPhoneLines: Object.fromEntries(
      Object.entries(facts.ownPhoneLines ?? {}).flatMap(([brand, display]) =>
        display ? [[brand, { display, tel: telOf(display) }]] : [],
      ),
    ),
    stats: facts.stats,
  };
}
