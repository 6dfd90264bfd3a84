import 'server-only';
import http from 'node:http';
import https from 'node:https';

/*
 * The wire under the upstream client (lib/casino/client.ts). Performance (docs/performance.md): every
 * member page polls the profile through the BFF, so each call's own cost counts. The global fetch
 * (undici behind Next's fetch patch, which tracks every call for its data cache) cost about twice the
 * CPU per call of node:http on a keep-alive agent, measured with the bench's profile polling; the BFF
 * never wants Next's fetch cache for upstream calls anyway (they carry a member's token).
 */

export interface UpstreamAnswer {
  status: number;
  header(name: string): string | undefined;
  text: string;
}

export interface UpstreamRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}

// Keep-alive with a bounded pool: sockets to the upstream are reused across requests and
// members, so a poll costs no TCP handshake. An idle socket must be retired before the server closes
// it, or a request written into it as the server's FIN arrives fails as "socket hang up" (a 502 seen
// in the login burst, docs/performance.md). Node's agent retires it a second before the server's
// `Keep-Alive: timeout=` hint only when the agent has a `timeout` of its own: without one (0) the hint
// is ignored and idle sockets live until the server cuts them. IDLE_SOCKET_MS also covers servers that
// send no hint; it is below the 5 s keep-alive of Node's and Apache's servers. An active request is not
// cut by it: the upstream deadline is the call's AbortSignal (lib/casino/client.ts).
export const IDLE_SOCKET_MS = 4_000;
// Every socket a burst opened stays free for reuse until IDLE_SOCKET_MS retires it: with fewer free
// slots than sockets, a burst of 200 logins closed 136 connections as their answers came in and
// opened them again for the next burst (connect and close were a tenth of the site's extra CPU for
// a login, docs/performance.md).
const MAX_SOCKETS = 256;
const agentOptions = {
  keepAlive: true,
  maxSockets: MAX_SOCKETS,
  maxFreeSockets: MAX_SOCKETS,
  scheduling: 'lifo' as const,
  timeout: IDLE_SOCKET_MS,
};
const httpAgent = new http.Agent(agentOptions);
const httpsAgent = new https.Agent(agentOptions);

/** One request, the whole answer read as UTF-8. Rejects on network failure or when `signal` aborts. */
export function send(req: UpstreamRequest): Promise<UpstreamAnswer> {
  const secure = req.url.protocol === 'https:';
  const headers: Record<string, string> = { ...req.headers };
  if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
  return new Promise((resolve, reject) => {
    const outgoing = (secure ? https : http).request(
      req.url,
      { method: req.method, headers, agent: secure ? httpsAgent : httpAgent, signal: req.signal },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        // a connection cut before the declared length ends is a failure, not a short answer
        res.on('aborted', () => reject(new Error('upstream connection closed mid-answer')));
        res.on('error', reject);
        res.on('end', () => {
          if (!res.complete) return reject(new Error('upstream connection closed mid-answer'));
          resolve({
            status: res.statusCode ?? 0,
            header: (name) => {
              const value = res.headers[name.toLowerCase()];
              return Array.isArray(value) ? value.join(', ') : value;
            },
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    // an aborted request rejects with the signal's reason (a TimeoutError from AbortSignal.timeout)
    outgoing.on('error', (error) => reject(req.signal.aborted ? (req.signal.reason ?? error) : error));
    outgoing.end(req.body);
  });
}
