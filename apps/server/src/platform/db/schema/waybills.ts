import type { Generated } from 'kysely';

/** Electronic waybills and parcel tracking (issue 23, migration 0035). Composed by ../schema.ts. */
export interface WaybillsTables {
  waybill_accounts: WaybillAccountTable;
  waybills: WaybillTable;
  shipment_traces: ShipmentTraceTable;
}

/** A shop's e-waybill account at one express company. */
export interface WaybillAccountTable {
  shop_id: number;
  express_code: string;
  partner_id: string;
  /** A secret: never answered in full. */
  partner_key: string;
  net: string;
  pay_type: string;
  created_at: number;
  updated_at: number;
}

export interface WaybillTable {
  id: Generated<number>;
  shop_id: number;
  order_id: number;
  order_sn: string;
  express_code: string;
  waybill_no: string;
  task_id: string;
  /** JSON print data (WaybillLabel of the contract). */
  label: string;
  created_at: number;
}

export interface ShipmentTraceTable {
  id: Generated<number>;
  shop_id: number;
  order_id: number;
  order_sn: string;
  express_code: string;
  waybill_no: string;
  state: number;
  ischeck: number;
  /** JSON array of {time, context}, newest first. */
  traces: string;
  subscribed: Generated<number>;
  delivered_at: number | null;
  auto_received_at: number | null;
  updated_at: number;
}
