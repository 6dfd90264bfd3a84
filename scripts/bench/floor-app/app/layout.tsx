import type { ReactNode } from 'react';

/*
 * The bench's floor (docs/performance.md): a minimal Next 16 page, measured by Lighthouse in the same run
 * as ours, so the table says what this machine's Chromium gives a page with nothing of ours on it.
 */
export const metadata = { title: 'floor' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="th">
      <body>{children}</body>
    </html>
  );
}
