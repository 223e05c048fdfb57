/**
 * Writes a Windows icon (.ico) file whose images are PNGs, the form every current browser reads for
 * /favicon.ico. Layout: a 6-byte header, one 16-byte directory entry per image, then the PNG data.
 */
export function icoFromPngs(images: readonly { size: number; png: Uint8Array }[]): Buffer {
  if (images.length === 0) throw new Error("An icon file needs at least one image");
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    if (!Number.isInteger(size) || size < 1 || size > 256)
      throw new Error(`Icon size ${size} is not 1 to 256 pixels`);
    const entry = 6 + 16 * index;
    // Width and height are one byte each; 0 means 256.
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => Buffer.from(image.png))]);
}
