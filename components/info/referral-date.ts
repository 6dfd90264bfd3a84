const bangkokDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Bangkok',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Bangkok as the referral query wants it (spec §5: YYYY-MM-DD). */
export function bangkokToday(now: Date = new Date()): string {
  return bangkokDay.format(now);
}

/** 'YYYY-MM-DD' → 'dd/mm/yy' (spec §9 date style). */
export function formatDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? `${m[3]}/${m[2]}/${m[1]!.slice(2)}` : day;
}
