/** A front-matter day ('2026-11-02') as a moment inside that day in Bangkok, so no time zone shifts it. */
export function articleDate(day: string): Date {
  return new Date(`${day}T12:00:00+07:00`);
}
