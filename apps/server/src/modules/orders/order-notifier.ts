/** How order changes reach the shop's screens (DESIGN.md §5). Called after the transaction
 * commits; the realtime bus implements it. */
export interface LiveNotifier {
  notice(shopId: number, type: number, data: Record<string, unknown>): Promise<void>;
  warn(
    shopId: number,
    topic: 'shoutRiderWarn' | 'distributionUnusualWarn' | 'refundOrderWarn' | 'cancelOrderWarn',
    body: Record<string, unknown>,
  ): Promise<void>;
}
