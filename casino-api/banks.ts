/** The 14 registration banks of spec §3 (shared/spec/thai-banks.md), by their upper-case key. */
export const registrationBanks = [
  'KBANK',
  'SCB',
  'BBL',
  'BAY',
  'KTB',
  'TTB',
  'GSB',
  'BAAC',
  'UOB',
  'TISCO',
  'CIMB',
  'LHB',
  'GHB',
  'KK',
] as const;

/** Spec §3: codes are lowercased and trimmed before use; we store the canonical upper-case key. */
export function normaliseBank(code: string): string | undefined {
  const key = code.trim().toUpperCase();
  return (registrationBanks as readonly string[]).includes(key) ? key : undefined;
}
