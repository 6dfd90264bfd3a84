/*
 * The one money formatter (STYLE.md; dates are lib/dates.ts). Spec §9: 2 decimals with thousands
 * separators, Latin digits in every locale as Thai banking apps show them.
 */
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatMoney(satang: number): string {
  return money.format(satang / 100);
}

/** A money amount, or the translated 'none' when it is zero (spec §9: a 0 promotion value shows 'none'). */
export function formatMoneyOrNone(satang: number | null | undefined, none: string): string {
  return satang ? formatMoney(satang) : none;
}

const wholeBaht = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Whole baht with thousands separators ('1,000'), for round amounts such as the quick-amount buttons. */
export function formatWholeBaht(satang: number): string {
  return wholeBaht.format(Math.floor(satang / 100));
}
