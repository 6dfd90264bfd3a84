'use client';

/*
 * Shown only when the root layout itself fails (app/[locale]/error.tsx handles everything else).
 * Next's built-in page ships its styles and icon as JS in every page's first load (2 kB gzip,
 * docs/performance.md); this one is plain markup, in both the site's main languages since no locale is known.
 */
export default function GlobalError() {
  return (
    <html lang="th">
      <body
        style={{
          margin: 0,
          minHeight: '100vh',
          display: 'grid',
          placeItems: 'center',
          background: '#12101f',
          color: '#f4f2ff',
          fontFamily: 'sans-serif',
          textAlign: 'center',
        }}
      >
        <main>
          <h1>เกิดข้อผิดพลาด · Something went wrong</h1>
          <button type="button" onClick={() => window.location.reload()}>
            โหลดใหม่ · Reload
          </button>
        </main>
      </body>
    </html>
  );
}
