import '@fontsource/sarabun/400.css';
import './globals.css';
import Link from 'next/link';

// Reached only for paths outside every locale (the proxy sends everything else to app/[locale]).
export default function GlobalNotFound() {
  return (
    <html lang="th">
      <body>
        <main className="status-page">
          <h1>404 Not Found</h1>
          <Link className="button button-primary" href="/">
            กลับหน้าแรก · Back to home
          </Link>
        </main>
      </body>
    </html>
  );
}
