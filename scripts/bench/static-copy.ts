import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A page's static copy (docs/performance.md, "First paint"): the HTML the site serves a guest, with every
 * script and script preload taken out, served from this port; every other request (styles, fonts,
 * pictures) is passed to the site as it is. Lighthouse measures it beside the live page in the same
 * run: what the page's own HTML and CSS cost to paint, without Next and React. The copy is taken once,
 * when the server starts, and served with the headers a static file would have (no CSP: nothing in it
 * runs).
 */

/** The HTML without `<script>` elements (inline and external) and without `<link>`s that fetch scripts. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\b(?:rel="modulepreload"|as="script")[^>]*>/gi, '');
}

export interface StaticCopy {
  /** The copy's URL for a path of the site, e.g. '/lobby' → http://127.0.0.1:port/lobby */
  url(pagePath: string): string;
  stop(): Promise<void>;
}

export async function startStaticCopy(port: number, origin: string, pagePaths: string[]): Promise<StaticCopy> {
  const copies = new Map<string, string>();
  for (const p of pagePaths) {
    const res = await fetch(origin + p);
    if (res.status !== 200) throw new Error(`static copy of ${p}: HTTP ${res.status}`);
    copies.set(p, withoutScripts(await res.text()));
  }
  const target = new URL(origin);
  const server = http.createServer((req, res) => {
    const copy = copies.get((req.url ?? '/').split('?')[0]!);
    if (copy !== undefined && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(copy);
      return;
    }
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: (pagePath) => `http://127.0.0.1:${bound}${pagePath}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
