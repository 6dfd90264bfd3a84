import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { passkeysContract } from '@/lib/casino/contract-passkeys';
import { protectionContract } from '@/lib/casino/contract-protection';
import { withdrawalsContract } from '@/lib/casino/contract-withdrawals';

/*
 * An operator's backend built to spec §7 without the optional timeline, payout-time, passkey and
 * account-review extensions (casino-api/README.md): a proxy in front of the reference API that answers those calls the way a
 * plain web server does — 404 with an HTML page — and passes everything else through.
 */

const hidden = [
  ...Object.values(withdrawalsContract),
  ...Object.values(passkeysContract),
  protectionContract.accountReview,
].map((e) => new RegExp(`^/api${e.path.replace(/\{\w+\}/g, '[^/]+')}(\\?|$)`));

export interface SpecOnlyUpstream {
  /** The CASINO_API_URL to give the BFF. */
  url: string;
  /** Calls answered 404 because the extension is missing, as "METHOD /path". */
  refused: string[];
  close(): Promise<void>;
}

export async function startSpecOnlyUpstream(target: string): Promise<SpecOnlyUpstream> {
  const base = new URL(target);
  const refused: string[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    if (hidden.some((h) => h.test(path))) {
      refused.push(`${req.method} ${path}`);
      req.resume();
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<html><body><h1>404 Not Found</h1></body></html>');
      return;
    }
    const upstream = http.request(
      { host: base.hostname, port: base.port, method: req.method, path, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    refused,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
