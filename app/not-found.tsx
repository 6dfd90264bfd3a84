// Reached only for paths outside every locale (the proxy sends everything else to app/[locale]).
// Self-contained like app/global-error.tsx: this boundary is part of every page's tree, and with the
// stylesheets inlined (next.config.ts) an import of the site's CSS here put a second copy of it into
// every page's HTML (docs/performance.md, "First paint"). A plain link, not next/link: its client chunk
// would be part of every page's first load too.
export default function GlobalNotFound() {
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
          <h1>404 Not Found</h1>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see the note above */}
          <a href="/lobby" style={{ color: '#f5c04a' }}>
            กลับหน้าแรก · Back to home
          </a>
        </main>
      </body>
    </html>
  );
}
