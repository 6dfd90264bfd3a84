import { THAI_MONTHS } from '../../lib/casino/contract-dates';
/*
 * The upstream speaks Asia/Bangkok wall-clock time 'YYYY-MM-DD HH:MM:SS' (spec §3).
 * Bangkok is UTC+7 all year (no daylight saving), so a fixed offset is exact.
 */

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function bangkokDateTime(date: Date): string {
  return new Date(date.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export function bangkokDate(date: Date): string {
  return bangkokDateTime(date).slice(0, 10);
}

/** The instant the Bangkok calendar day containing `date` began. */
export function startOfBangkokDay(date: Date): Date {
  const shifted = date.getTime() + BANGKOK_OFFSET_MS;
  return new Date(shifted - (shifted % DAY_MS) - BANGKOK_OFFSET_MS);
}

export const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/** The latest Friday 00:00 Asia/Bangkok at or before `date` — the weekly referral cut-off (spec §9). */
export function lastFridayMidnight(date: Date): Date {
  const dayStart = startOfBangkokDay(date);
  const weekday = new Date(dayStart.getTime() + BANGKOK_OFFSET_MS).getUTCDay(); // 5 = Friday
  return new Date(dayStart.getTime() - ((weekday + 2) % 7) * DAY_MS);
}

/** The first Friday 00:00 Asia/Bangkok strictly after `date`: when the next referral summary is due. */
export function nextFridayMidnight(date: Date): Date {
  return new Date(lastFridayMidnight(date).getTime() + 7 * DAY_MS);
}

export function bangkokDayRange(day: string): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00+07:00`);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/**
 * '29 พ.ย. 2569 06:34' in Bangkok time: the date style of the member site's Thai pages (docs/architecture.md
 * §8 Dates: Thai month abbreviation, Buddhist-era year in full), so a sentence the API writes for a member
 * reads like the rest of the page. Fixed table, not Intl: the same string on every Node build.
 */
export function thaiDateTime(date: Date): string {
  const [day, time] = bangkokDateTime(date).split(' ') as [string, string];
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  return `${d} ${THAI_MONTHS[mo - 1]} ${y + 543} ${time.slice(0, 5)}`;
}
