import type { WebFont } from "./basic-characters.ts";

/**
 * A face's size as the browser lays text out with it, in ems: its ascent, descent and line gap (the
 * `hhea` values HarfBuzz reports), and the average advance of SIZE_SAMPLE's characters.
 */
export interface FaceMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  averageWidth: number;
}

/** Running English like the site's, so the average width is that of its words rather than of the alphabet. */
export const SIZE_SAMPLE =
  "Tax preparation, bookkeeping and payroll for families and small businesses in Dresden, Zanesville " +
  "and across Ohio. We file your returns on time, answer your questions in plain English and plan ahead with you.";

interface LocalFace {
  /** Full and PostScript names, as `local()` matches them. */
  names: readonly string[];
  metrics: FaceMetrics;
}

/**
 * The fonts a visitor already has that stand in for a web font while it loads: Arial and Times New Roman
 * (Windows, macOS, iOS), and on Linux the Liberation fonts, drawn to the same metrics. Measured from
 * fonts-liberation 2.1 with `measureFace` (subset.ts); subset.test.ts measures them again where those
 * files are installed. Android has none of them, and keeps its own fonts, unadjusted.
 */
export const LOCAL_FACES = {
  "sans-serif": {
    regular: {
      names: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans"],
      metrics: { ascent: 0.905273, descent: 0.211914, lineGap: 0.032715, averageWidth: 0.445667 },
    },
    bold: {
      names: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold"],
      metrics: { ascent: 0.905273, descent: 0.211914, lineGap: 0.032715, averageWidth: 0.480704 },
    },
  },
  serif: {
    regular: {
      names: ["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif", "LiberationSerif"],
      metrics: { ascent: 0.891113, descent: 0.216309, lineGap: 0.04248, averageWidth: 0.40494 },
    },
    bold: {
      names: [
        "Times New Roman Bold",
        "TimesNewRomanPS-BoldMT",
        "Liberation Serif Bold",
        "LiberationSerif-Bold",
      ],
      metrics: { ascent: 0.891113, descent: 0.216309, lineGap: 0.04248, averageWidth: 0.430242 },
    },
  },
} as const satisfies Record<WebFont["fallback"], Record<"regular" | "bold", LocalFace>>;

/**
 * The weights of a web font that get a fallback face, each with the weight its size is matched at:
 * text under 600 is set in the regular local face, text at 600 and over in the bold one.
 */
export function fallbackWeights(font: Pick<WebFont, "usedWeights">) {
  const { min, max } = font.usedWeights;
  return [
    ...(min < 600 ? [{ style: "regular" as const, range: "100 500", matchedAt: min }] : []),
    ...(max >= 600 ? [{ style: "bold" as const, range: "600 900", matchedAt: Math.max(min, 600) }] : []),
  ];
}

export const fallbackFamily = (family: string) => `${family} Fallback`;

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * `@font-face` rules that resize a local font to the web font's measure (`size-adjust` to its average
 * width, the overrides to its line box), so text set while the web font loads takes the same room and
 * does not move when it swaps in. `measured` holds the web font's metrics at each `fallbackWeights`
 * weight.
 */
export function fallbackFaceCss(font: WebFont, measured: ReadonlyMap<number, FaceMetrics>): string {
  return fallbackWeights(font)
    .map(({ style, range, matchedAt }) => {
      const web = measured.get(matchedAt);
      if (!web) throw new Error(`${font.family} was not measured at ${matchedAt}`);
      const local = LOCAL_FACES[font.fallback][style];
      const sizeAdjust = web.averageWidth / local.metrics.averageWidth;
      return (
        `@font-face {\n  font-family: "${fallbackFamily(font.family)}";\n  font-style: normal;\n  font-weight: ${range};\n` +
        `  src: ${local.names.map((name) => `local("${name}")`).join(", ")};\n` +
        `  size-adjust: ${percent(sizeAdjust)};\n` +
        `  ascent-override: ${percent(web.ascent / sizeAdjust)};\n` +
        `  descent-override: ${percent(web.descent / sizeAdjust)};\n` +
        `  line-gap-override: ${percent(web.lineGap / sizeAdjust)};\n}\n`
      );
    })
    .join("");
}
