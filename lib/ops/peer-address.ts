import http from 'node:http';

/*
 * The socket's address for the client-address rule (docs/security.md, client address). Next.js route
 * handlers never see the socket, and the X-Forwarded-For it fills in is kept when the client sent one,
 * so the site process writes the TCP peer address into a header of its own on every request before
 * Next reads it, overwriting whatever a client put there under that name.
 */

export const PEER_ADDRESS_HEADER = 'x-lobby-peer-address';

const installed = Symbol.for('lobby.peerAddress');

/** Installed once per site process (instrumentation.ts), before the first request is handled. */
export function stampPeerAddresses(): void {
  const proto = http.Server.prototype as http.Server & { [installed]?: true };
  if (proto[installed]) return;
  proto[installed] = true;
  const emit = proto.emit;
  // Node delivers every request as server.emit('request', req, res); the servers Next creates are
  // plain http.Server instances, so this one hook sees them all.
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as http.IncomingMessage;
      req.headers[PEER_ADDRESS_HEADER] = req.socket?.remoteAddress ?? '';
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof proto.emit;
}
