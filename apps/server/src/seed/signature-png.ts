import { deflateSync } from 'node:zlib';

/** A hand-signature-like stroke drawn into a real PNG (grayscale, white paper, black ink), so the
 * demo's approved audits carry a signature image the audit page can show, as the §2 signature
 * widget would produce it. Deterministic: the same seed number gives the same picture. */
export function signaturePng(seed: number, width = 360, height = 110): string {
  const pixels = new Uint8Array(width * height).fill(255);
  const ink = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const px = Math.round(x + dx);
        const py = Math.round(y + dy);
        if (px >= 0 && py >= 0 && px < width && py < height) pixels[py * width + px] = 20;
      }
  };
  // Three loops of a flowing cursive line, a slant, then an underline flourish.
  const loops = 3 + (seed % 3);
  for (let i = 0; i <= 2400; i++) {
    const s = i / 2400;
    const x = 24 + s * (width - 60) + 14 * Math.sin(s * Math.PI * 2 * loops + seed);
    const y = height / 2 - 10 + 26 * Math.sin(s * Math.PI * 2 * loops * 0.5 + seed / 3) * (1 - s * 0.4);
    ink(x, y);
  }
  for (let i = 0; i <= 600; i++) {
    const s = i / 600;
    ink(40 + s * (width - 90), height - 22 + 6 * Math.sin(s * Math.PI));
  }
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0; // filter: none
    raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // grayscale
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([len, typed, crc]);
}
