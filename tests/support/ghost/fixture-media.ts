/**
 * Media files for the Ghost fixture post built from editor cards (cards-post.ts), made here so the
 * tests need no network and no image tools: flat illustrations as PNG (drawn from rectangles and
 * circles), a short tone as WAV, and a CSV worksheet. Pure functions; seed.ts uploads the results.
 */
import { crc32, deflateSync } from "node:zlib";

export type Rgb = readonly [number, number, number];

export type Shape =
  | { kind: "rect"; x: number; y: number; width: number; height: number; color: Rgb }
  | { kind: "circle"; cx: number; cy: number; r: number; color: Rgb };

export interface Illustration {
  width: number;
  height: number;
  /** Background: a vertical gradient from `top` to `bottom`. */
  top: Rgb;
  bottom: Rgb;
  /** Painted in order; later shapes cover earlier ones. */
  shapes: readonly Shape[];
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function covers(shape: Shape, x: number, y: number): boolean {
  if (shape.kind === "rect")
    return x >= shape.x && x < shape.x + shape.width && y >= shape.y && y < shape.y + shape.height;
  const dx = x - shape.cx;
  const dy = y - shape.cy;
  return dx * dx + dy * dy <= shape.r * shape.r;
}

function spansRow(shape: Shape, y: number): boolean {
  return shape.kind === "rect"
    ? y >= shape.y && y < shape.y + shape.height
    : y >= shape.cy - shape.r && y <= shape.cy + shape.r;
}

/** An 8-bit RGB PNG of the illustration. */
export function png(picture: Illustration): Buffer {
  const { width, height, top, bottom, shapes } = picture;
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    const t = height > 1 ? y / (height - 1) : 0;
    const background = top.map((channel, i) => Math.round(channel + (bottom[i]! - channel) * t));
    const inRow = shapes.filter((shape) => spansRow(shape, y));
    const row = y * stride;
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      let color: readonly number[] = background;
      for (let i = inRow.length - 1; i >= 0; i -= 1) {
        if (covers(inRow[i]!, x, y)) {
          color = inRow[i]!.color;
          break;
        }
      }
      raw[row + 1 + x * 3] = color[0]!;
      raw[row + 2 + x * 3] = color[1]!;
      raw[row + 3 + x * 3] = color[2]!;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A mono 16-bit PCM WAV of a sine tone that fades out. */
export function wavTone(seconds: number, frequency = 440, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) {
    const fade = 1 - i / samples;
    data.writeInt16LE(
      Math.round(Math.sin((2 * Math.PI * frequency * i) / sampleRate) * 12_000 * fade),
      i * 2,
    );
  }
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVEfmt ", 8, "latin1");
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write("data", 36, "latin1");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const PAPER: Rgb = [250, 250, 247];
const INK: Rgb = [203, 208, 214];
const NAVY: Rgb = [21, 48, 82];
const GOLD: Rgb = [214, 160, 42];
const GREEN: Rgb = [46, 125, 80];

/** Grey lines of 'text' across a sheet of paper. */
function lines(x: number, y: number, width: number, count: number, gap: number): Shape[] {
  return Array.from({ length: count }, (_, i) => ({
    kind: "rect" as const,
    x,
    y: y + i * gap,
    width: i % 3 === 2 ? Math.round(width * 0.6) : width,
    height: Math.max(4, Math.round(gap * 0.3)),
    color: INK,
  }));
}

/** The illustrations the fixture post uses, each described by its alt text in cards-post.ts. */
export const ILLUSTRATIONS = {
  /** A wage statement form on a navy desk (4:3). */
  form: {
    width: 1200,
    height: 900,
    top: [31, 64, 104],
    bottom: NAVY,
    shapes: [
      { kind: "rect", x: 300, y: 90, width: 600, height: 720, color: PAPER },
      { kind: "rect", x: 300, y: 90, width: 600, height: 90, color: GOLD },
      ...[0, 1].flatMap((column) =>
        [0, 1, 2].map((row) => ({
          kind: "rect" as const,
          x: 340 + column * 270,
          y: 230 + row * 130,
          width: 250,
          height: 100,
          color: [235, 238, 242] as Rgb,
        })),
      ),
      ...lines(340, 640, 520, 4, 36),
    ],
  },
  /** A long store receipt (1:2, portrait). */
  receipt: {
    width: 600,
    height: 1200,
    top: [233, 226, 210],
    bottom: [214, 204, 184],
    shapes: [
      { kind: "rect", x: 120, y: 80, width: 360, height: 1040, color: PAPER },
      ...lines(160, 140, 280, 18, 48),
      { kind: "rect", x: 160, y: 1010, width: 280, height: 36, color: [60, 60, 60] },
    ],
  },
  /** A calendar page with four dates marked (3:2). */
  calendar: {
    width: 1200,
    height: 800,
    top: [236, 244, 238],
    bottom: [205, 226, 212],
    shapes: [
      { kind: "rect", x: 200, y: 80, width: 800, height: 640, color: PAPER },
      { kind: "rect", x: 200, y: 80, width: 800, height: 110, color: GREEN },
      ...Array.from({ length: 28 }, (_, i) => ({
        kind: "rect" as const,
        x: 230 + (i % 7) * 108,
        y: 220 + Math.floor(i / 7) * 118,
        width: 92,
        height: 100,
        color: [4, 9, 17, 26].includes(i) ? GOLD : ([236, 239, 236] as Rgb),
      })),
    ],
  },
  /** A timeline with four quarterly payment dates (wide banner). */
  timeline: {
    width: 1800,
    height: 600,
    top: [24, 52, 88],
    bottom: NAVY,
    shapes: [
      { kind: "rect", x: 150, y: 290, width: 1500, height: 20, color: [120, 150, 190] },
      ...[0, 1, 2, 3].map((i) => ({
        kind: "circle" as const,
        cx: 300 + i * 400,
        cy: 300,
        r: 70,
        color: GOLD,
      })),
      ...[0, 1, 2, 3].map((i) => ({
        kind: "circle" as const,
        cx: 300 + i * 400,
        cy: 300,
        r: 34,
        color: PAPER,
      })),
    ],
  },
  /** Rolling farmland under an evening sky (full-width banner). */
  fields: {
    width: 2000,
    height: 640,
    top: [250, 214, 150],
    bottom: [236, 150, 96],
    shapes: [
      { kind: "circle", cx: 1500, cy: 300, r: 90, color: [255, 240, 200] },
      { kind: "circle", cx: 500, cy: 1500, r: 1100, color: [96, 140, 76] },
      { kind: "circle", cx: 1600, cy: 1700, r: 1250, color: [70, 116, 62] },
      ...Array.from({ length: 8 }, (_, i) => ({
        kind: "rect" as const,
        x: 0,
        y: 520 + i * 16,
        width: 2000,
        height: 6,
        color: [58, 100, 52] as Rgb,
      })),
    ],
  },
  /** A stack of paper beside a calendar (the post's feature and share image, 1200 x 630). */
  desk: {
    width: 1200,
    height: 630,
    top: [244, 239, 230],
    bottom: [226, 216, 198],
    shapes: [
      { kind: "rect", x: 180, y: 150, width: 420, height: 380, color: [235, 232, 224] },
      { kind: "rect", x: 200, y: 130, width: 420, height: 380, color: PAPER },
      ...lines(240, 180, 340, 8, 38),
      { kind: "rect", x: 700, y: 140, width: 320, height: 340, color: PAPER },
      { kind: "rect", x: 700, y: 140, width: 320, height: 70, color: GREEN },
      { kind: "circle", cx: 860, cy: 340, r: 70, color: GOLD },
    ],
  },
  /** A bookmark's site icon: a gold disc on navy (64 x 64). */
  icon: {
    width: 64,
    height: 64,
    top: NAVY,
    bottom: NAVY,
    shapes: [{ kind: "circle", cx: 32, cy: 32, r: 20, color: GOLD }],
  },
} satisfies Record<string, Illustration>;

export type IllustrationName = keyof typeof ILLUSTRATIONS;

/** The worksheet offered by the post's file card. */
export const WORKSHEET_CSV = [
  "Quarter,Federal due date,Ohio due date,Amount paid,Date paid",
  "1,2026-04-15,2026-04-15,,",
  "2,2026-06-15,2026-06-15,,",
  "3,2026-09-15,2026-09-15,,",
  "4,2027-01-15,2027-01-15,,",
  "",
].join("\n");
