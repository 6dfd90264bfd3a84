/*
 * The upstream's times are 'YYYY-MM-DD HH:MM:SS' in Asia/Bangkok (spec §3), which has been
 * UTC+7 without daylight saving since 1920, so the offset is fixed.
 */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

export function parseBangkok(value: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(value);
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, s = '0'] = m;
  return Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s) - BANGKOK_OFFSET_MS;
}
