import type { OrderSummary } from '@rxdesk/contract/orders/orders';
import type { HoleFiller } from '../../platform/db/json-holes.ts';
import type { JsonField, JsonHole } from '../../platform/db/sql-json.ts';
import type { Order } from '../../platform/db/schema.ts';
import { allowedActions, FACT_KEYS, type OrderFacts } from './order-state-machine.ts';

/**
 * An order's list row (`toSummary` in order-mappers.ts) as the database writes it in JSON
 * (sql-json.ts): the same names, from the same columns, money in yuan. The test
 * order-summary-json.test.ts holds the two to the same answer, row for row, on both databases.
 */
export const SUMMARY_JSON_FIELDS = [
  { name: 'sn', column: 'sn', kind: 'text' },
  { name: 'status', column: 'status', kind: 'text' },
  { name: 'order_source', column: 'order_source', kind: 'text' },
  { name: 'shipping_type', column: 'shipping_type', kind: 'text' },
  { name: 'payment_type', column: 'payment_type', kind: 'text' },
  { name: 'paid', column: 'paid', kind: 'int' },
  { name: 'order_price', column: 'order_price', kind: 'fen' },
  { name: 'goods_num', column: 'goods_num', kind: 'int' },
  { name: 'goods_names', column: 'goods_names', kind: 'text' },
  { name: 'consignee_name', column: 'consignee_name', kind: 'text' },
  { name: 'consignee_mobile', column: 'consignee_mobile', kind: 'text' },
  { name: 'is_prescription', column: 'is_prescription', kind: 'int' },
  { name: 'rx_status', column: 'rx_status', kind: 'text' },
  { name: 'service_status', column: 'service_status', kind: 'text' },
  { name: 'delivery_status', column: 'delivery_status', kind: 'text' },
  { name: 'entry_status', column: 'entry_status', kind: 'int' },
  { name: 'pos_print_status', column: 'pos_print_status', kind: 'text' },
  { name: 'serial_number', column: 'serial_number', kind: 'int' },
  { name: 'cancel_requested', column: 'cancel_requested', kind: 'int' },
  { name: 'create_time', column: 'created_at', kind: 'int' },
] as const satisfies readonly (JsonField & { name: keyof OrderSummary; column: keyof Order })[];

/** Every field of the summary is written by the database, but the one the app fills in: the type
 * check fails when the contract gains a field that is not listed above. */
type Written = (typeof SUMMARY_JSON_FIELDS)[number]['name'] | 'allowed_actions';
const everyFieldWritten: Exclude<keyof OrderSummary, Written> extends never ? true : never = true;
void everyFieldWritten;

/** `allowed_actions`: the state machine's answer (order-state-machine.ts), keyed by the facts it
 * reads, which the database writes as a JSON array in FACT_KEYS order. */
export const ALLOWED_ACTIONS_HOLE: JsonHole = { name: 'allowed_actions', key: FACT_KEYS };

/** Keys are JSON arrays of facts: a few hundred combinations exist; past the bound the memo
 * starts over. */
const MAX_KEYS = 4096;
const answers = new Map<string, string>();

/** Fills the allowed-actions hole of a rendered summary: the actions as a JSON array. */
export const allowedActionsFiller: HoleFiller = {
  name: 'orders.allowed_actions',
  valueOf(key: string): string {
    let answer = answers.get(key);
    if (answer === undefined) {
      const values: unknown = JSON.parse(key);
      if (!Array.isArray(values) || values.length !== FACT_KEYS.length)
        throw new Error(`not the facts of an order: ${key}`);
      const facts = Object.fromEntries(FACT_KEYS.map((k, i) => [k, values[i]])) as unknown as OrderFacts;
      answer = JSON.stringify(allowedActions(facts));
      if (answers.size >= MAX_KEYS) answers.clear();
      answers.set(key, answer);
    }
    return answer;
  },
};
