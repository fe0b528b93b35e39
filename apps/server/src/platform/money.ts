/** Fen inside, yuan with two decimals at the API edge (DESIGN.md §3). */
export function fenToYuan(fen: number): number {
  return Math.round(fen) / 100;
}
