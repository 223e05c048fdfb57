import { describe, expect, it } from "vitest";
import { icoFromPngs } from "./ico";

const fakePng = (length: number, fill: number) => new Uint8Array(length).fill(fill);

describe("icoFromPngs", () => {
  it("writes the header, one directory entry per image and the images in order", () => {
    const ico = icoFromPngs([
      { size: 16, png: fakePng(10, 1) },
      { size: 32, png: fakePng(20, 2) },
      { size: 256, png: fakePng(5, 3) },
    ]);
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(3);
    const headerLength = 6 + 16 * 3;
    const entries = [0, 1, 2].map((i) => {
      const at = 6 + 16 * i;
      return {
        width: ico.readUInt8(at),
        height: ico.readUInt8(at + 1),
        bpp: ico.readUInt16LE(at + 6),
        bytes: ico.readUInt32LE(at + 8),
        offset: ico.readUInt32LE(at + 12),
      };
    });
    expect(entries).toEqual([
      { width: 16, height: 16, bpp: 32, bytes: 10, offset: headerLength },
      { width: 32, height: 32, bpp: 32, bytes: 20, offset: headerLength + 10 },
      { width: 0, height: 0, bpp: 32, bytes: 5, offset: headerLength + 30 },
    ]);
    expect(ico.length).toBe(headerLength + 35);
    expect([...ico.subarray(headerLength + 10, headerLength + 30)]).toEqual(Array(20).fill(2));
  });

  it("refuses no images and impossible sizes", () => {
    expect(() => icoFromPngs([])).toThrow(/at least one/);
    expect(() => icoFromPngs([{ size: 300, png: fakePng(1, 0) }])).toThrow(/300/);
  });
});
