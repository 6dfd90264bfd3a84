import {
  bangkokToday,
  formatDate,
  formatDateTime,
  formatRelative,
  formatTime,
  minutesBetween,
  toEpochMs,
} from '@/lib/dates';

describe('one date style per locale (spec §9 Thai month abbreviations; Asia/Bangkok)', () => {
  it('writes Thai with the Buddhist-era year in full, never a two-digit year', () => {
    expect(formatDateTime('2026-11-25 14:05:09', 'th')).toBe('25 พ.ย. 2569 14:05');
    expect(formatDateTime('2026-01-05 08:30:00', 'th')).toBe('5 ม.ค. 2569 08:30');
    expect(formatDate('2026-09-02', 'th')).toBe('2 ก.ย. 2569');
  });

  it('writes English day first and Chinese year first, with Gregorian years', () => {
    expect(formatDateTime('2026-11-25 14:05:09', 'en')).toBe('25 Nov 2026, 14:05');
    expect(formatDate('2026-09-02', 'en')).toBe('2 Sep 2026');
    expect(formatDateTime('2026-11-25 14:05:09', 'zh-CN')).toBe('2026年11月25日 14:05');
    expect(formatDate('2026-09-02', 'zh-CN')).toBe('2026年9月2日');
  });

  it('reads upstream Bangkok wall-clock times and zoned instants alike', () => {
    expect(formatDateTime('2026-11-25T07:05:00Z', 'th')).toBe('25 พ.ย. 2569 14:05');
    expect(formatDateTime(Date.UTC(2026, 10, 24, 17, 30), 'en')).toBe('25 Nov 2026, 00:30');
    expect(formatTime('2026-11-25 09:07:00', 'th')).toBe('09:07');
    expect(toEpochMs('2026-11-25 07:00:00')).toBe(Date.UTC(2026, 10, 25, 0, 0));
  });

  it('shows a dash for no date and unknown text as it is', () => {
    expect(formatDateTime(null, 'th')).toBe('-');
    expect(formatDate('', 'en')).toBe('-');
    expect(formatDateTime('soon', 'th')).toBe('soon');
  });

  it('says how long ago in words for the last week, then the date', () => {
    const now = Date.UTC(2026, 10, 25, 7, 0);
    expect(formatRelative(now - 5 * 60_000, 'th', now)).toBe('5 นาทีที่ผ่านมา');
    expect(formatRelative(now - 3 * 3_600_000, 'en', now)).toBe('3 hours ago');
    expect(formatRelative(now - 20_000, 'en', now)).toBe('now');
    expect(formatRelative(now - 10 * 86_400_000, 'th', now)).toBe('15 พ.ย. 2569 14:00');
  });

  it('counts whole minutes and knows the Bangkok day', () => {
    expect(minutesBetween('2026-11-25 10:00:00', '2026-11-25 10:12:59')).toBe(12);
    expect(bangkokToday(new Date(Date.UTC(2026, 10, 24, 18, 0)))).toBe('2026-11-25');
  });
});
