/** Balances travel in fen (integer minor units, see the contract); people read yuan with 2 decimals. */
export function fenToYuan(fen: number): string {
  return (fen / 100).toFixed(2);
}
