import './globals.css';
import { sarabunLatin, sarabunThai } from './fonts';

// Reached only for paths outside every locale (the proxy sends everything else to app/[locale]).
// A plain link, not next/link: this boundary's client chunk is part of every page's first load,
// and next/link there was a second copy of it (3.3 kB gzip; budget in docs/performance.md).
export default function GlobalNotFound() {
  return (
    <html lang="th" className={`${sarabunLatin.variable} ${sarabunThai.variable}`}>
      <body>
        <main className="status-page">
          <h1>404 Not Found</h1>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see the note above */}
          <a className="button button-primary" href="/lobby">
            กลับหน้าแรก · Back to home
          </a>
        </main>
      </body>
    </html>
  );
}
