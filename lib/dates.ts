import { differenceInSeconds } from 'date-fns';
import { parseBangkok } from './bangkok-time';

/*
 * The one date module (STYLE.md: one helper for dates). One style per locale, everywhere, always
 * in Asia/Bangkok time:
 *   th     25 พ.ย. 2569 14:05     Thai month abbreviations (spec §9), Buddhist-era year in full: a
 *                                 two-digit year ("26") reads as 2526 to a Thai reader
 *   en     25 Nov 2026, 14:05     day first, as English readers in Thailand expect
 *   zh-CN  2026年11月25日 14:05
 * Built from Intl parts rather than Intl's own patterns, whose commas and spaces change between
 * ICU versions (the server's Node and the player's browser must print the same string).
 *
 * Accepts the upstream's Bangkok wall-clock strings ('YYYY-MM-DD HH:MM:SS', spec §3), a day
 * ('YYYY-MM-DD', taken as that day in Bangkok), ISO strings with a zone, epoch ms and Dates.
 */

export type DateInput = string | number | Date | null | undefined;

const ZONE = 'Asia/Bangkok';
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Epoch ms of a date input, NaN when it cannot be read. */
export function toEpochMs(value: DateInput): number {
  if (value === null || value === undefined || value === '') return Number.NaN;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (DAY_ONLY.test(value)) return parseBangkok(`${value} 12:00:00`);
  if (/[zZ]|[+-]\d{2}:?\d{2}$/.test(value)) return Date.parse(value);
  return parseBangkok(value);
}

type Parts = { year: string; month: string; monthName: string; day: string; hour: string; minute: string };

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partsOf(ms: number, locale: string): Parts {
  const th = locale === 'th';
  const key = th ? 'th' : locale === 'en' ? 'en' : 'zh';
  let numeric = partFormats.get(`${key}:n`);
  if (!numeric) {
    numeric = new Intl.DateTimeFormat(th ? 'th-TH-u-ca-buddhist-nu-latn' : 'en-GB', {
      timeZone: ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partFormats.set(`${key}:n`, numeric);
  }
  let named = partFormats.get(`${key}:m`);
  if (!named) {
    // en-US, not en-GB: recent ICU spells September 'Sept' in British English
    named = new Intl.DateTimeFormat(th ? 'th-TH-u-ca-buddhist' : 'en-US', { timeZone: ZONE, month: 'short' });
    partFormats.set(`${key}:m`, named);
  }
  const out: Record<string, string> = {};
  for (const p of numeric.formatToParts(ms)) out[p.type] = p.value;
  return {
    year: out.year ?? '',
    month: String(Number(out.month)),
    monthName: named.format(ms),
    day: String(Number(out.day)),
    hour: (out.hour ?? '').padStart(2, '0'),
    minute: (out.minute ?? '').padStart(2, '0'),
  };
}

function dateOf(p: Parts, locale: string): string {
  if (locale === 'th' || locale === 'en') return `${p.day} ${p.monthName} ${p.year}`;
  return `${p.year}年${p.month}月${p.day}日`;
}

/** '25 พ.ย. 2569 14:05' / '25 Nov 2026, 14:05' / '2026年11月25日 14:05'; '-' when there is no date. */
export function formatDateTime(value: DateInput, locale: string): string {
  const ms = toEpochMs(value);
  if (Number.isNaN(ms)) return typeof value === 'string' && value ? value : '-';
  const p = partsOf(ms, locale);
  const time = `${p.hour}:${p.minute}`;
  return locale === 'en' ? `${dateOf(p, locale)}, ${time}` : `${dateOf(p, locale)} ${time}`;
}

/** '25 พ.ย. 2569' / '25 Nov 2026' / '2026年11月25日'. */
export function formatDate(value: DateInput, locale: string): string {
  const ms = toEpochMs(value);
  if (Number.isNaN(ms)) return typeof value === 'string' && value ? value : '-';
  return dateOf(partsOf(ms, locale), locale);
}

/** '14:05' (24-hour clock in every locale, as Thai banking apps show it). */
export function formatTime(value: DateInput, locale: string): string {
  const ms = toEpochMs(value);
  if (Number.isNaN(ms)) return '-';
  const p = partsOf(ms, locale);
  return `${p.hour}:${p.minute}`;
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * '5 นาทีที่แล้ว' / '5 minutes ago' / '5分钟前' for the recent past; older than a week, the date.
 * For "last seen" and "last signed in": a player reads "3 hours ago" faster than a timestamp.
 */
export function formatRelative(value: DateInput, locale: string, now: number = Date.now()): string {
  const ms = toEpochMs(value);
  if (Number.isNaN(ms)) return '-';
  const seconds = differenceInSeconds(ms, now);
  const abs = Math.abs(seconds);
  if (abs >= 7 * 86_400) return formatDateTime(ms, locale);
  let rtf = relativeFormats.get(locale);
  if (!rtf) {
    rtf = new Intl.RelativeTimeFormat(locale === 'th' ? 'th-TH' : locale === 'en' ? 'en-GB' : 'zh-CN', {
      numeric: 'auto',
    });
    relativeFormats.set(locale, rtf);
  }
  if (abs < 60) return rtf.format(0, 'second');
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.round(seconds / 3600), 'hour');
  return rtf.format(Math.round(seconds / 86_400), 'day');
}

/** Whole minutes between two moments (e.g. how long a withdrawal has been waiting). */
export function minutesBetween(from: DateInput, to: DateInput): number {
  const a = toEpochMs(from);
  const b = toEpochMs(to);
  if (Number.isNaN(a) || Number.isNaN(b)) return Number.NaN;
  return Math.floor(differenceInSeconds(b, a) / 60);
}

const bangkokDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Bangkok as 'YYYY-MM-DD' (spec §5: the referral date query). */
export function bangkokToday(now: Date = new Date()): string {
  return bangkokDay.format(now);
}

/**
 * The parts of a day picker in the site's date style (the one style above): the order a reader of the
 * locale writes a date in, and each choice's label. Thai shows the Buddhist-era year (2569) and the
 * month abbreviation the rest of the site prints (พ.ย.), English '28 Nov 2026', Chinese 2026年11月28日.
 * Month labels come from the same Intl formats as formatDate, so a picked day reads as it is printed.
 */
export interface DayPickerStyle {
  order: ReadonlyArray<'day' | 'month' | 'year'>;
  dayLabel: (day: number) => string;
  monthLabel: (month: number) => string;
  yearLabel: (year: number) => string;
}

export function dayPickerStyle(locale: string): DayPickerStyle {
  // the 15th at noon in Bangkok: the same month in every time zone
  const monthAt = (month: number) => Date.UTC(2026, month - 1, 15, 5);
  if (locale === 'th' || locale === 'en') {
    return {
      order: ['day', 'month', 'year'],
      dayLabel: String,
      monthLabel: (month) => partsOf(monthAt(month), locale).monthName,
      yearLabel: (year) => String(locale === 'th' ? year + 543 : year),
    };
  }
  return {
    order: ['year', 'month', 'day'],
    dayLabel: (day) => `${day}日`,
    monthLabel: (month) => `${month}月`,
    yearLabel: (year) => `${year}年`,
  };
}

/** Days in a month of the Gregorian calendar (the Buddhist era counts the same days). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The earliest day a history picker offers: 1 January, `years` years before today's year. */
export function historyFloor(today: string, years = 5): string {
  return `${Number(today.slice(0, 4)) - years}-01-01`;
}
