import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTION_LABELS } from '@rxdesk/contract/logs/action-labels';
import { MEMBER_ACTIONS } from '@rxdesk/contract/members/members';
import { COMMENT_ACTIONS } from '@rxdesk/contract/comments/comments';
import { ASK_ACTIONS } from '@rxdesk/contract/consultations/asks';
import { INVOICE_ACTIONS } from '@rxdesk/contract/invoices/invoices';

const SRC = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

describe('action labels cover what the server writes', () => {
  it('every dotted action code in the server source has a label', () => {
    const codes = new Set<string>();
    for (const file of sources(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/action: (?:'|`)([a-zA-Z-]+(?:\.[a-zA-Z-]+)+)(?:'|`)/g)) codes.add(m[1]!);
      // `goods.tag.goods.${change}` and `enabled ? 'clerk.enable' : 'clerk.disable'`.
      for (const m of text.matchAll(
        /action: \w+ \? '([a-zA-Z-]+\.[a-zA-Z.-]+)' : '([a-zA-Z-]+\.[a-zA-Z.-]+)'/g,
      ))
        codes.add(m[1]!).add(m[2]!);
    }
    expect(codes.size).toBeGreaterThan(40);
    expect([...codes].filter((c) => !ACTION_LABELS[c])).toEqual([]);
  });

  // State changes are logged as `<area>.<machine action>`, which no literal in the source shows.
  it('every action of the issue-21 state machines has a label', () => {
    const codes = [
      ...MEMBER_ACTIONS.map((a) => `member.${a}`),
      ...COMMENT_ACTIONS.map((a) => `comment.${a}`),
      ...ASK_ACTIONS.map((a) => `ask.${a}`),
      ...INVOICE_ACTIONS.map((a) => `invoice.${a}`),
    ];
    expect(codes.filter((c) => !ACTION_LABELS[c])).toEqual([]);
  });
});
