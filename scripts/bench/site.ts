import { compressedSize, scriptSources, sumSizes, type JsSize } from './first-load-js';

/*
 * Talking to a running site as a browser would: a member cookie through the real login route,
 * and first-load JS from the HTML the server actually sends.
 */

/** Logs in through POST /lobby/api/login (same-origin JSON, as lib/bff/request.ts demands); returns a Cookie header. */
export async function memberCookie(origin: string, phone: string, password: string): Promise<string> {
  const res = await fetch(`${origin}/lobby/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ phone, password }),
  });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`login failed: HTTP ${res.status} ${body.slice(0, 200)}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!).filter((c) => !c.endsWith('='));
  if (!cookies.some((c) => c.includes('lobby_session='))) throw new Error('login set no session cookie');
  return cookies.join('; ');
}

export async function getText(url: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(url, { headers, redirect: 'manual' });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url}: HTTP ${res.status}`);
  return text;
}

/** First-load JS of a served page: its module scripts, fetched from the server, compressed here. */
export async function servedFirstLoad(origin: string, pagePath: string, headers: Record<string, string> = {}): Promise<JsSize> {
  const html = await getText(origin + pagePath, headers);
  const sources = scriptSources(html);
  if (!sources.length) throw new Error(`${pagePath} loads no scripts: not the page expected?`);
  const sizes = await Promise.all(
    sources.map(async (src) => {
      const res = await fetch(origin + src);
      if (res.status !== 200) throw new Error(`GET ${src}: HTTP ${res.status}`);
      return compressedSize(Buffer.from(await res.arrayBuffer()));
    }),
  );
  return sumSizes(sizes);
}

/** Some article's path, from the article list page. */
export async function anArticlePath(origin: string): Promise<string> {
  const html = await getText(`${origin}/lobby/article`);
  const slug = /href="\/lobby\/article\/([a-z0-9-]+)"/.exec(html)?.[1];
  if (!slug) throw new Error('no article link on /lobby/article');
  return `/lobby/article/${slug}`;
}
