import { describe, expect, it } from 'vitest';
import {
  SERVICE_STATUSES,
  SERVICE_TYPES,
  type AfterSaleStatus,
  type ServiceType,
} from '@rxdesk/contract/after-sale/after-sale';
import {
  awaitsSeller,
  CASE_RULES,
  decideCase,
  isFinal,
  sellerActions,
  type CaseAction,
  type CaseActor,
} from './after-sale-state-machine.ts';

// Written out by hand (not derived from CASE_RULES): every allowed transition as
// "action actor type from → to". Everything not listed must be refused.
const ALLOWED = `
approve SELLER RETURN_GOODS APPLY PASS
approve SELLER REFUND_ONLY APPLY PASS
approve SELLER CHANGE_GOODS APPLY PASS
approve SELLER SUPPLY_AGAIN APPLY PASS
refuse SELLER RETURN_GOODS APPLY REFUSE
refuse SELLER REFUND_ONLY APPLY REFUSE
refuse SELLER CHANGE_GOODS APPLY REFUSE
refuse SELLER SUPPLY_AGAIN APPLY REFUSE
shipBack BUYER RETURN_GOODS PASS SHIPPED_BACK
shipBack SELLER RETURN_GOODS PASS SHIPPED_BACK
shipBack BUYER CHANGE_GOODS PASS SHIPPED_BACK
shipBack SELLER CHANGE_GOODS PASS SHIPPED_BACK
stockIn SELLER RETURN_GOODS SHIPPED_BACK STOCK_IN
stockIn SELLER CHANGE_GOODS SHIPPED_BACK STOCK_IN
refund SELLER RETURN_GOODS STOCK_IN REFUNDING
refund SELLER REFUND_ONLY PASS REFUNDING
refundDone SYSTEM RETURN_GOODS REFUNDING COMPLETED
refundDone SYSTEM REFUND_ONLY REFUNDING COMPLETED
reship SELLER CHANGE_GOODS STOCK_IN COMPLETED
reship SELLER SUPPLY_AGAIN PASS COMPLETED
close BUYER RETURN_GOODS APPLY CLOSED
close BUYER RETURN_GOODS PASS CLOSED
close SELLER RETURN_GOODS APPLY CLOSED
close SELLER RETURN_GOODS PASS CLOSED
close BUYER REFUND_ONLY APPLY CLOSED
close BUYER REFUND_ONLY PASS CLOSED
close SELLER REFUND_ONLY APPLY CLOSED
close SELLER REFUND_ONLY PASS CLOSED
close BUYER CHANGE_GOODS APPLY CLOSED
close BUYER CHANGE_GOODS PASS CLOSED
close SELLER CHANGE_GOODS APPLY CLOSED
close SELLER CHANGE_GOODS PASS CLOSED
close BUYER SUPPLY_AGAIN APPLY CLOSED
close BUYER SUPPLY_AGAIN PASS CLOSED
close SELLER SUPPLY_AGAIN APPLY CLOSED
close SELLER SUPPLY_AGAIN PASS CLOSED
`
  .trim()
  .split('\n')
  .map((l) => l.split(' '));
const allowed = new Map(ALLOWED.map(([a, by, type, from, to]) => [`${a} ${by} ${type} ${from}`, to]));

const ACTIONS = Object.keys(CASE_RULES) as CaseAction[];
const ACTORS: CaseActor[] = ['BUYER', 'SELLER', 'SYSTEM'];

describe('after-sale state machine: every action, actor, type and state', () => {
  it('knows exactly these actions', () => {
    expect([...ACTIONS].sort()).toEqual(
      ['approve', 'close', 'refund', 'refundDone', 'refuse', 'reship', 'shipBack', 'stockIn'].sort(),
    );
  });

  for (const action of ACTIONS)
    for (const by of ACTORS)
      for (const type of SERVICE_TYPES)
        for (const status of SERVICE_STATUSES) {
          const key = `${action} ${by} ${type} ${status}`;
          const to = allowed.get(key);
          it(`${key}: ${to ? `→ ${to}` : 'refused'}`, () => {
            const d = decideCase({ status, service_type: type }, action, by);
            if (to) expect(d).toEqual({ to });
            else expect(d).toHaveProperty('refused');
          });
        }
});

describe('after-sale state machine: refusals say why', () => {
  it('the wrong actor, the wrong type, the wrong state', () => {
    expect(decideCase({ status: 'APPLY', service_type: 'REFUND_ONLY' }, 'approve', 'BUYER')).toEqual({
      refused: 'error.forbidden',
    });
    expect(decideCase({ status: 'SHIPPED_BACK', service_type: 'REFUND_ONLY' }, 'stockIn', 'SELLER')).toEqual({
      refused: 'error.afterSale.wrongType',
    });
    expect(decideCase({ status: 'APPLY', service_type: 'RETURN_GOODS' }, 'stockIn', 'SELLER')).toEqual({
      refused: 'error.afterSale.wrongStatus',
    });
  });

  it('final states end the case and offer nothing', () => {
    const finals: AfterSaleStatus[] = ['REFUSE', 'COMPLETED', 'CLOSED'];
    for (const status of SERVICE_STATUSES) expect(isFinal(status)).toBe(finals.includes(status));
    for (const status of finals)
      for (const type of SERVICE_TYPES) expect(sellerActions({ status, service_type: type })).toEqual([]);
  });

  it('waits for the seller exactly where the next step is the seller’s', () => {
    const waits = (status: AfterSaleStatus, type: ServiceType) =>
      awaitsSeller({ status, service_type: type });
    expect(waits('APPLY', 'RETURN_GOODS')).toBe(true);
    expect(waits('PASS', 'RETURN_GOODS')).toBe(false); // the buyer ships back
    expect(waits('PASS', 'REFUND_ONLY')).toBe(true);
    expect(waits('PASS', 'SUPPLY_AGAIN')).toBe(true);
    expect(waits('SHIPPED_BACK', 'CHANGE_GOODS')).toBe(true);
    expect(waits('STOCK_IN', 'RETURN_GOODS')).toBe(true);
    expect(waits('REFUNDING', 'RETURN_GOODS')).toBe(false); // the provider answers
    expect(waits('COMPLETED', 'RETURN_GOODS')).toBe(false);
  });
});
