import { parseBangkok } from './bangkok-time';

/*
 * One formatter each for money and dates (STYLE.md). Money: spec §9, 2 decimals with thousands
 * separators, Latin digits in every locale as Thai banking apps show them. Dates: upstream times
 * are Bangkok wall-clock strings; shown as dd/mm/yy with the time, and, where a month is
 * spelled, with Thai month abbreviations (ม.ค. … ธ.ค.); Gregorian years throughout, one year system per site.
 */
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatMoney(satang: number): string {
  return money.format(satang / 100);
}

/** A money amount, or the translated 'none' when it is zero (spec §9: a 0 promotion value shows 'none'). */
export function formatMoneyOrNone(satang: number | null | undefined, none: string): string {
  return satang ? formatMoney(satang) : none;
}

/** 'YYYY-MM-DD HH:MM:SS' (Bangkok) → 'dd/mm/yy HH:MM'. */
export function formatDateTime(upstream: string | null | undefined): string {
  if (!upstream) return '-';
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(upstream);
  if (!m) return upstream;
  const [, y, mo, d, h, mi] = m;
  return `${d}/${mo}/${y!.slice(2)} ${h}:${mi}`;
}

const spelled: Record<string, Intl.DateTimeFormat> = {};

/** 'YYYY-MM-DD HH:MM:SS' (Bangkok) → '22 พ.ย. 69 14:05' in Thai, '22 Nov 26 14:05' in English, '26年11月22日 14:05' in Chinese. */
export function formatDateTimeSpelled(upstream: string | null | undefined, locale: string): string {
  if (!upstream) return '-';
  const ms = parseBangkok(upstream);
  if (Number.isNaN(ms)) return upstream;
  // Gregorian years in Thai too, so a spelled date and a dd/mm/yy one never disagree on the year;
  // en-GB puts the day first, as readers of the English site here expect.
  const tag = locale === 'th' ? 'th-TH-u-ca-gregory' : locale === 'en' ? 'en-GB' : locale;
  spelled[tag] ??= new Intl.DateTimeFormat(tag, {
    timeZone: 'Asia/Bangkok',
    day: 'numeric',
    month: 'short',
    year: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  return spelled[tag].format(ms);
}
