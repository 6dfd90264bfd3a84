/**
 * The Thai month abbreviations of the dates an upstream writes into its sentences ("29 พ.ย. 2569 06:34
 * น.", Buddhist era): the reference API writes them and the site reads them back to print the time in
 * the reader's language (lib/i18n/upstream-messages.ts).
 * A contract file of its own, free of zod: the reading side runs in the browser on every member page,
 * where zod would cost the member lobby's first-load budget (docs/performance.md).
 */
export const THAI_MONTHS: readonly string[] = [
  'ม.ค.',
  'ก.พ.',
  'มี.ค.',
  'เม.ย.',
  'พ.ค.',
  'มิ.ย.',
  'ก.ค.',
  'ส.ค.',
  'ก.ย.',
  'ต.ค.',
  'พ.ย.',
  'ธ.ค.',
];
