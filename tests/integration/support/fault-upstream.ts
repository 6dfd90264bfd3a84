import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/*
 * A stand-in Casino API that misbehaves on purpose (docs/security.md): every request, whatever its path,
 * gets the current fault. It counts the requests it receives, so the fuzz test can prove that
 * nothing it sent ever reached the upstream.
 */

export const faultModes = [
  'slow',
  'error500',
  'html502',
  'truncatedJson',
  'wrongSchema',
  'refused',
  'rateLimited',
] as const;
export type FaultMode = (typeof faultModes)[number];

export const RETRY_AFTER_SECONDS = 17;

export interface FaultUpstream {
  /** The CASINO_API_URL to give the BFF. */
  url: string;
  /** Requests received since the last reset, by "METHOD /path". */
  calls: string[];
  setMode(mode: FaultMode): Promise<void>;
  close(): Promise<void>;
}

export async function startFaultUpstream(options: { slowMs: number }): Promise<FaultUpstream> {
  let mode: FaultMode = 'error500';
  const calls: string[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => answer(mode, res));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  function answer(current: FaultMode, res: http.ServerResponse): void {
    const json = (status: number, text: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(text);
    };
    switch (current) {
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) json(200, '{"success":true}');
        }, options.slowMs);
        timers.add(timer);
        return;
      }
      case 'error500':
        return json(500, '{"message":"Server Error"}');
      case 'html502':
        res.writeHead(502, { 'content-type': 'text/html' });
        return void res.end(
          '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>',
        );
      case 'truncatedJson':
        return json(200, '{"success":true,"data":{"id":7,"phone":"08123');
      case 'wrongSchema':
        return json(
          200,
          '{"success":"yes","data":[1,2,3],"access_token":42,"credit_success":"true","url":7}',
        );
      case 'rateLimited':
        return json(429, '{"message":"Too Many Attempts."}', { 'retry-after': String(RETRY_AFTER_SECONDS) });
      case 'refused':
        // unreachable: the port is closed in this mode
        return json(500, '{}');
    }
  }

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });

  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    calls,
    async setMode(next) {
      mode = next;
      calls.length = 0;
      // "Connection refused" is a closed port, not an answer: stop listening, reopen for the next mode.
      if (next === 'refused') await stop();
      else if (!server.listening) await listen(port);
    },
    close: stop,
  };
}
