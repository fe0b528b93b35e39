import Database from 'better-sqlite3';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/* The e2e server's own files (E2E_DATA_DIR, set by playwright.config.ts): what a person would
 * read off the picture or their phone, a test reads here instead. */

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (run through e2e/playwright.config.ts)');
  return dir;
}

/** The image captcha's answer cannot be read from the SVG, so the test decides it: the stored
 * HMAC (keyed with the server's jwt_secret, like captchaAnswerHash) is replaced by that of `answer`. */
export function fixCaptchaAnswer(uuid: string, answer: string, type = 'SMS_LOGIN'): void {
  const secrets = JSON.parse(readFileSync(join(dataDir(), 'secrets.json'), 'utf8')) as { jwt_secret: string };
  const hash = createHmac('sha256', secrets.jwt_secret).update(answer.trim().toLowerCase()).digest('hex');
  const db = new Database(join(dataDir(), 'rxdesk.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const { changes } = db
      .prepare('UPDATE captchas SET answer_hash = ? WHERE id = ?')
      .run(hash, `${type}:${uuid}`);
    if (changes !== 1) throw new Error(`no captcha stored for ${type}:${uuid}`);
  } finally {
    db.close();
  }
}

/** The codes the demo SMS sender wrote for `mobile` (DATA_DIR/sms-outbox.jsonl), oldest first. */
export function smsCodes(mobile: string): string[] {
  let text: string;
  try {
    text = readFileSync(join(dataDir(), 'sms-outbox.jsonl'), 'utf8');
  } catch {
    return []; // nothing sent yet
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { mobile: string; code: string })
    .filter((entry) => entry.mobile === mobile)
    .map((entry) => entry.code);
}

/** A team's time is an hour or a day; the test lets the team of order `sn` run out now (its
 * deadline set a second ago) instead of waiting, and the server's sweep does the rest. */
export function expireAssembleTeamOf(sn: string): void {
  const db = new Database(join(dataDir(), 'rxdesk.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const { changes } = db
      .prepare(
        `UPDATE assemble_teams SET expires_at = ? WHERE id IN (
           SELECT o.team_id FROM assemble_team_orders o JOIN orders r ON r.id = o.order_id WHERE r.sn = ?)`,
      )
      .run(Math.floor(Date.now() / 1000) - 1, sn);
    if (changes !== 1) throw new Error(`no assemble team for order ${sn}`);
  } finally {
    db.close();
  }
}
