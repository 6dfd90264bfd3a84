import http from 'node:http';
import { AppError } from '../errors';
import type { PageCache } from './page-cache';

/*
 * Every request the site process receives passes here first, before Next.js reads it (installed once
 * per process from lib/ops/site-process.ts, i.e. instrumentation.ts):
 *
 * - The socket's address for the client-address rule (docs/security.md, client address). Route handlers
 *   never see the socket, and the X-Forwarded-For Next fills in is kept when the client sent one, so the
 *   TCP peer address goes into a header of our own, overwriting whatever a client put there under that
 *   name.
 * - A path whose percent-encoding does not decode (e.g. /lobby/%E0%A4%A) is answered 400 here
 *   (docs/security.md, malformed paths): Next's router gives up on it with a bare 500.
 * - A public page a guest asked for a moment ago is answered from the page cache (lib/ops/page-cache.ts).
 */

export const PEER_ADDRESS_HEADER = 'x-lobby-peer-address';

const installed = Symbol.for('lobby.incomingRequests');

export function guardIncomingRequests(pageCache?: PageCache): void {
  const proto = http.Server.prototype as http.Server & { [installed]?: true };
  if (proto[installed]) return;
  proto[installed] = true;
  const emit = proto.emit;
  // Node delivers every request as server.emit('request', req, res); the servers Next creates are
  // plain http.Server instances, so this one hook sees them all.
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as http.IncomingMessage;
      const res = args[1] as http.ServerResponse;
      req.headers[PEER_ADDRESS_HEADER] = req.socket?.remoteAddress ?? '';
      if (!decodablePath(req.url ?? '/')) {
        refuseMalformedPath(res);
        return true;
      }
      if (pageCache?.handle(req, res)) return true;
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof proto.emit;
}

export function decodablePath(url: string): boolean {
  const q = url.indexOf('?');
  try {
    decodeURIComponent(q === -1 ? url : url.slice(0, q));
    return true;
  } catch {
    return false;
  }
}

function refuseMalformedPath(res: http.ServerResponse) {
  const body = JSON.stringify(
    new AppError('validation', { fieldErrors: { path: ['malformedPath'] } }).toBody(),
  );
  res.writeHead(400, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}
