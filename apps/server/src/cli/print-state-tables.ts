/** Prints the state tables of the README ("State machines") from the rules tables themselves:
 * `npx tsx apps/server/src/cli/print-state-tables.ts`. */
import { ORDER_MACHINE } from '../modules/orders/order-state-machine.ts';
import { SORDER_MACHINE } from '../modules/orders/drop-ship/sorder-state-machine.ts';
import { CASE_MACHINE } from '../modules/after-sale/after-sale-state-machine.ts';
import { COMPLAINT_MACHINE } from '../modules/after-sale/complaints/complaint-state-machine.ts';
import { GOODS_MACHINE } from '../modules/goods/goods-state-machine.ts';
import { ASK_MACHINE } from '../modules/consultations/ask-state-machine.ts';
import { COMMENT_MACHINE } from '../modules/comments/comment-state-machine.ts';
import { MEMBER_MACHINE } from '../modules/members/member-state-machine.ts';
import { PROMOTION_MACHINE } from '../modules/promotions/promotion-state.ts';
import { INVOICE_MACHINE } from '../modules/invoices/invoice-state-machine.ts';
import { BILL_MACHINE } from '../modules/settlement/settlement-state-machine.ts';
import type { Machine, Rule } from '../platform/state/state-machine.ts';
import { ORDER_STATUSES } from '@rxdesk/contract/orders/order-status';
import { SORDER_STATUSES } from '@rxdesk/contract/orders/drop-ship';
import { SERVICE_STATUSES } from '@rxdesk/contract/after-sale/after-sale';
import { COMPLAINT_STATUSES } from '@rxdesk/contract/after-sale/complaints';
import { GOODS_STATUSES } from '@rxdesk/contract/goods/catalogue';
import { ASK_STATES } from '@rxdesk/contract/consultations/asks';
import { COMMENT_STATUSES } from '@rxdesk/contract/comments/comments';
import { MEMBER_STATUSES } from '@rxdesk/contract/members/members';
import { PROMOTION_STATES } from '@rxdesk/contract/promotions/promotion-common';
import { INVOICE_STATUSES } from '@rxdesk/contract/invoices/invoices';
import { BILL_STATES } from '@rxdesk/contract/settlement/settlement';

// Any machine: the printer reads only the table's shape, never decides.
type AnyMachine = Machine<{ status: string }, string, string, string>;
type AnyRule = Rule<{ status: string }, string, string>;

const short = (key: string) => key.replace(/^error\./, '');

function cell(action: string, rule: AnyRule): string {
  const who = [rule.by?.join('/'), rule.when?.text].filter(Boolean).join('; ');
  const to = typeof rule.to === 'string' ? rule.to : `(${rule.toText ?? '?'})`;
  return `${action}${who ? ` [${who}]` : ''} → ${to}`;
}

function table(m: AnyMachine, statuses: readonly string[]): string[] {
  const byStatus = new Map<string, string[]>(statuses.map((s) => [s, []]));
  const checks: string[] = [];
  for (const action of m.actions) {
    const rules = m.rules[action] ?? [];
    for (const rule of rules)
      for (const from of rule.from) byStatus.set(from, [...(byStatus.get(from) ?? []), cell(action, rule)]);
    const keys = [...new Set(rules.flatMap((r) => (r.checks ?? []).map((c) => short(c.refused))))];
    if (keys.length) checks.push(`${action}: ${keys.join(', ')}`);
  }
  const { actor, notApplicable, wrongStatus } = m.refusals;
  return [
    `### ${m.name} — refused: actor \`${short(actor)}\` (423), not applicable \`${short(notApplicable)}\`, wrong status \`${short(wrongStatus)}\` (409)`,
    '| from | action [who; applies to] → to |',
    '|---|---|',
    ...[...byStatus]
      .filter(([, cells]) => cells.length > 0)
      .map(([from, cells]) => `| ${from} | ${cells.join(' · ')} |`),
    // A blank line ends the table (a text line right after it would be read as a row).
    ...(checks.length ? ['', `Checks (409, in order): ${checks.join(' · ')}`] : []),
  ];
}

const machines: [AnyMachine, readonly string[]][] = [
  [ORDER_MACHINE as unknown as AnyMachine, ORDER_STATUSES],
  [SORDER_MACHINE as unknown as AnyMachine, SORDER_STATUSES],
  [CASE_MACHINE as unknown as AnyMachine, SERVICE_STATUSES],
  [COMPLAINT_MACHINE as unknown as AnyMachine, COMPLAINT_STATUSES],
  [GOODS_MACHINE as unknown as AnyMachine, GOODS_STATUSES],
  [ASK_MACHINE as unknown as AnyMachine, ASK_STATES],
  [COMMENT_MACHINE as unknown as AnyMachine, COMMENT_STATUSES],
  [MEMBER_MACHINE as unknown as AnyMachine, MEMBER_STATUSES],
  [PROMOTION_MACHINE as unknown as AnyMachine, PROMOTION_STATES],
  [INVOICE_MACHINE as unknown as AnyMachine, INVOICE_STATUSES],
  [BILL_MACHINE as unknown as AnyMachine, BILL_STATES],
];
const lines = [
  '## State tables',
  'Printed by `npx tsx apps/server/src/cli/print-state-tables.ts` from the rules tables (platform/state/state-machine.ts). ' +
    "A cell is an action allowed from the row's status: who may take it and what it applies to in brackets, where it leads (`(=)` keeps the status); statuses not listed are final. " +
    'Refusals are asked in this order: actor, applicability, status, then the checks.',
  ...machines.flatMap(([m, statuses]) => table(m, statuses)),
];
process.stdout.write(`${lines.join('\n')}\n`);
