import { deflateSync } from "node:zlib";

/**
 * The toolbar icon, drawn at build time so no binary sits in the repo: a target (the product aims
 * ads at an audience) in white rings on the app's blue, antialiased by 4×4 supersampling.
 */
const BLUE = [29, 155, 240] as const;

function coverage(size: number, x: number, y: number): { square: number; ring: number } {
  let square = 0;
  let ring = 0;
  const c = size / 2;
  const radius = size * 0.2; // corner radius of the rounded square
  for (let sy = 0; sy < 4; sy++) {
    for (let sx = 0; sx < 4; sx++) {
      const px = x + (sx + 0.5) / 4;
      const py = y + (sy + 0.5) / 4;
      const dx = Math.max(Math.abs(px - c) - (c - radius), 0);
      const dy = Math.max(Math.abs(py - c) - (c - radius), 0);
      if (dx * dx + dy * dy > radius * radius) continue;
      square += 1;
      const d = Math.hypot(px - c, py - c) / c;
      if ((d > 0.62 && d < 0.78) || (d > 0.3 && d < 0.46) || d < 0.12) ring += 1;
    }
  }
  return { square: square / 16, ring: ring / 16 };
}

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A square RGBA PNG of the icon. */
export function iconPng(size: number): Buffer {
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1);
    for (let x = 0; x < size; x++) {
      const { square, ring } = coverage(size, x, y);
      const at = row + 1 + x * 4;
      const white = square > 0 ? ring / square : 0;
      for (let i = 0; i < 3; i++) rows[at + i] = Math.round((BLUE[i] ?? 0) * (1 - white) + 255 * white);
      rows[at + 3] = Math.round(square * 255);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
