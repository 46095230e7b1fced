/** LKR 30,000 */
export function formatLkr(amount: number) {
  return `LKR ${amount.toLocaleString("en-US", { maximumFractionDigits: 2 })}`;
}

/** ~USD 100 */
export function formatUsdApprox(amount: number) {
  return `~USD ${amount.toLocaleString("en-US", { maximumFractionDigits: 2 })}`;
}
