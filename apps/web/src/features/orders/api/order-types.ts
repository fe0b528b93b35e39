import type { orderFlowStep, orderLogEntry } from '@rxdesk/contract/orders/orders';
import type { z } from 'zod';

/* Answers of the order side panels. Log and flow are typed from the contract's schemas; the
 * other four are declared inline in the server's routes (not exported by the contract yet), so
 * they are written out here, field for field as the server's schemas say. */

export type OrderLogEntry = z.infer<typeof orderLogEntry>;
export type OrderFlowStep = z.infer<typeof orderFlowStep>;

/** GET {sn}/promotion */
export interface OrderPromotion {
  discount_price: number;
  adjust_price: number;
  promotions: string[];
}

/** GET prescription/{sn} */
export interface OrderPrescription {
  sn: string;
  is_prescription: number;
  rx_status: string;
  rx_reference: string;
}

/** GET {sn}/batch-num */
export interface OrderBatchLine {
  item_id: number;
  goods_name: string;
  specs: string;
  num: number;
  is_prescription: number;
  batch_numbers: string[];
}

/** GET {sn}/xin and {sn}/hou: '' when there is no neighbour that way. */
export interface OrderNeighbour {
  sn: string;
}
