/* Request bodies built from dialog values: what is trimmed, dropped or de-duplicated before it
 * goes to the server. Kept pure so it is tested without a browser. */

/** Batch numbers as typed into a tags input: trimmed, empties dropped, each once. */
export function normalizeBatchNumbers(tags: readonly string[] | undefined): string[] {
  const seen = new Set<string>();
  for (const tag of tags ?? []) {
    const value = tag.trim();
    if (value) seen.add(value);
  }
  return [...seen];
}

export interface SetoutValues {
  express_code: string;
  waybill_no: string;
  /** Form field per line: `batches.<item_id>` → tags. */
  batches?: Record<string, string[] | undefined>;
}

/** POST {sn}/setout JSON body: every line of the order with its batch numbers. */
export function setoutRequest(values: SetoutValues, itemIds: readonly number[]) {
  return {
    express_code: values.express_code,
    waybill_no: values.waybill_no.trim(),
    batches: itemIds.map((itemId) => ({
      item_id: itemId,
      batch_numbers: normalizeBatchNumbers(values.batches?.[String(itemId)]),
    })),
  };
}

export interface AddressValues {
  consignee_name: string;
  consignee_mobile: string;
  /** The region picker's path, province first; unset until a town is chosen. */
  region_ids?: number[];
  address: string;
}

/** PUT {sn}/address body. The region goes as its id path only: the server checks it and takes
 * the names from its regions table. There is no map picker, so the order's coordinates are kept
 * only while region and street are unchanged; otherwise they are cleared (0 = unknown) rather
 * than left pointing at the old place. */
export function addressRequest(
  values: AddressValues,
  current: { region_ids: string; address: string; lat: number; lng: number },
) {
  const regionIds = (values.region_ids ?? []).join(',');
  const address = values.address.trim();
  const samePlace = regionIds === current.region_ids && address === current.address;
  return {
    consignee_name: values.consignee_name.trim(),
    consignee_mobile: values.consignee_mobile.trim(),
    region_ids: regionIds,
    address,
    lat: samePlace ? current.lat : 0,
    lng: samePlace ? current.lng : 0,
  };
}

/** PUT {sn}/price body: the new total as typed (yuan, ≤ 2 decimals, validated by the money rule). */
export function priceRequest(value: string) {
  return { order_price: value.trim() };
}
