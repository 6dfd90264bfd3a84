import http from 'node:http';
import type { Socket } from 'node:net';
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
 * - Connections (docs/operations.md, connection limits): one client address holds at most so many at
 *   once, a connection that sends nothing is closed after a few seconds, and headers and whole requests
 *   have their own deadlines. Idle sockets cost a file descriptor each; without these, a few thousand of
 *   them from a handful of addresses kept every new player out.
 */

export const PEER_ADDRESS_HEADER = 'x-lobby-peer-address';

const installed = Symbol.for('lobby.incomingRequests');

export interface ConnectionLimits {
  /** Connections one client address may hold open at once; 0: no such limit (behind a proxy every socket is the proxy's). */
  perClient: number;
  /** Connections the process holds at once (net.Server maxConnections); 0: no limit. */
  total: number;
  /** A connection that has sent no byte by then is closed. */
  firstByteMs: number;
  /** Node's headersTimeout: the request line and headers must have arrived by then. */
  headersMs: number;
  /** Node's requestTimeout: the whole request, body included. */
  requestMs: number;
}

let limits: ConnectionLimits | null = null;
const openPerClient = new Map<string, number>();
const configured = new WeakSet<http.Server>();

/** The connection limits from here on (site-process.ts at start-up; tests). */
export function setConnectionLimits(next: ConnectionLimits | null): void {
  limits = next;
}

/** Open connections by client address, for the ops suite and tests. */
export function openConnectionsOf(address: string): number {
  return openPerClient.get(address) ?? 0;
}

export function guardIncomingRequests(pageCache?: PageCache): void {
  const proto = http.Server.prototype as http.Server & { [installed]?: true };
  if (proto[installed]) return;
  proto[installed] = true;
  const emit = proto.emit;
  // Node delivers every request as server.emit('request', req, res); the servers Next creates are
  // plain http.Server instances, so this one hook sees them all.
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'connection' && limits && !admitConnection(this, args[0] as Socket, limits)) return true;
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

/** Counts, bounds and times a new connection; false when it was refused (and destroyed). */
function admitConnection(server: http.Server, socket: Socket, l: ConnectionLimits): boolean {
  if (!configured.has(server)) {
    configured.add(server);
    if (l.headersMs > 0) server.headersTimeout = l.headersMs;
    if (l.requestMs > 0) server.requestTimeout = Math.max(l.requestMs, server.headersTimeout);
    if (l.total > 0) server.maxConnections = l.total;
  }
  if (l.perClient > 0) {
    const address = socket.remoteAddress ?? '';
    const open = (openPerClient.get(address) ?? 0) + 1;
    if (open > l.perClient) {
      socket.destroy();
      return false;
    }
    openPerClient.set(address, open);
    socket.once('close', () => {
      const left = (openPerClient.get(address) ?? 1) - 1;
      if (left > 0) openPerClient.set(address, left);
      else openPerClient.delete(address);
    });
  }
  if (l.firstByteMs > 0) {
    // bytesRead, not a 'data' listener: Node's HTTP parser reads the socket's handle directly
    const timer = setTimeout(() => {
      if (socket.bytesRead === 0) socket.destroy();
    }, l.firstByteMs);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  }
  return true;
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
