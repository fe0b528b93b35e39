/** What a log row's target names when the writer does not say: the action minus its last segment
 * (`goods.tag.create` → `goods.tag`, `order.pay+setout` → `order`); a one-word action (`logout`)
 * is its own type. Migration 0021 backfilled old rows the same way. */
export function targetTypeOf(action: string): string {
  const dot = action.lastIndexOf('.');
  return dot > 0 ? action.slice(0, dot) : action;
}
