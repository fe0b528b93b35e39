import sharp from 'sharp';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import { storeSeedUpload } from './seed-upload.ts';

/** A buyer's photo in the demo reviews: a plain drawing of a medicine box, a blister or a bottle
 * on a table (shapes only, no text, so no font is needed). Made with sharp, stored in the uploads
 * table as an upload would store it, and addressed `/api/files/{sha256}.png`. */
const SCENES = [
  { bg: '#f3efe6', shape: '<rect x="70" y="110" width="260" height="170" rx="8" fill="#2f7fd1"/>' },
  { bg: '#e9f2ec', shape: '<rect x="90" y="90" width="220" height="220" rx="18" fill="#c9ced6"/>' },
  { bg: '#f6ece9', shape: '<rect x="150" y="80" width="100" height="240" rx="30" fill="#b25d3a"/>' },
  { bg: '#eef0f6', shape: '<polygon points="70,290 200,100 330,290" fill="#d9a33b"/>' },
  { bg: '#f1f1f1', shape: '<circle cx="200" cy="200" r="120" fill="#5aa469"/>' },
  { bg: '#f7f3e8', shape: '<rect x="60" y="150" width="280" height="100" rx="50" fill="#e07a7a"/>' },
];

export interface SeedImage {
  url: string;
  sha256: string;
}

async function drawScene(i: number): Promise<Buffer> {
  const s = SCENES[i % SCENES.length]!;
  // A crease across the box for the "damaged" photos.
  const crease =
    i % 2 === 0 ? '<line x1="60" y1="80" x2="340" y2="320" stroke="#333" stroke-width="6"/>' : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="400" height="400" fill="${s.bg}"/>${s.shape}${crease}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** Stores the demo photos for a shop (once per picture) and answers their addresses. */
export async function seedCommentImages(
  trx: Kysely<Database>,
  shopId: number,
  uploader: number,
  now: number,
) {
  const out: SeedImage[] = [];
  for (let i = 0; i < SCENES.length * 2; i++) {
    const bytes = await drawScene(i);
    out.push(await storeSeedUpload(trx, { shopId, uploader, name: `review-${i + 1}.png`, bytes, now }));
  }
  return out;
}
