/** @jest-environment node */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import {
  guardIncomingRequests,
  openConnectionsOf,
  PEER_ADDRESS_HEADER,
  setConnectionLimits,
} from '@/lib/ops/incoming-requests';

// docs/security.md (client address, malformed paths): what the site process does before Next sees a request.
let server: http.Server;
let seen: http.IncomingHttpHeaders[] = [];
let port: number;
beforeAll(async () => {
  guardIncomingRequests();
  server = http.createServer((req, res) => {
    seen.push(req.headers);
    res.end('handled');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => (seen = []));

/** A raw request line, since fetch() would normalise a malformed path before sending it. */
function raw(path: string, headers: string[] = []): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let out = '';
    socket.on('data', (d) => (out += d.toString()));
    socket.on('end', () => resolve(out));
    socket.on('error', reject);
    socket.write([`GET ${path} HTTP/1.1`, 'Host: x', 'Connection: close', ...headers, '', ''].join('\r\n'));
  });
}

it("writes the socket's address over whatever the client sent under that header", async () => {
  await raw('/lobby/api/health', [`${PEER_ADDRESS_HEADER}: 198.51.100.7`, 'X-Forwarded-For: 198.51.100.8']);
  expect(seen).toHaveLength(1);
  expect(seen[0]![PEER_ADDRESS_HEADER]).toBe('127.0.0.1');
});

it.each(['/%E0%A4%A', '/lobby/%E0%A4%A', '/lobby/api/trial-game/%E0%A4%A/x', '/lobby/%'])(
  'answers %s with 400 before the application sees it',
  async (path) => {
    const answer = await raw(path);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"code":"validation"');
    expect(seen).toEqual([]);
  },
);

it('passes well-formed percent-encoding (Thai, spaces, a query with a stray %) through', async () => {
  for (const path of ['/lobby/%E0%B8%81', '/lobby/a%20b', '/lobby/x?q=%E0%A4%A']) {
    expect(await raw(path)).toMatch(/^HTTP\/1\.1 200 /);
  }
  expect(seen).toHaveLength(3);
});

// docs/operations.md, connection limits: sockets that send nothing, from a few addresses, must not keep
// other players out (each costs the process a file descriptor).
describe('connection limits', () => {
  const idle: net.Socket[] = [];
  beforeAll(() =>
    setConnectionLimits({ perClient: 20, total: 0, firstByteMs: 400, headersMs: 0, requestMs: 0 }),
  );
  afterAll(() => {
    setConnectionLimits(null);
    for (const s of idle) s.destroy();
  });

  /** A socket from `from` that connects and sends nothing; resolves once the server accepted or closed it. */
  function silent(from: string): Promise<void> {
    return new Promise((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
      idle.push(socket);
      socket.on('error', () => resolve());
      socket.on('close', () => resolve());
      socket.on('connect', () => setTimeout(resolve, 20));
    });
  }

  function get(from: string): Promise<number> {
    return new Promise((resolve, reject) => {
      http
        .get(
          { host: '127.0.0.1', port, path: '/lobby/api/health', localAddress: from, agent: false },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        )
        .on('error', reject);
    });
  }

  it('bounds the idle sockets one address holds, and another address is still answered', async () => {
    await Promise.all(Array.from({ length: 200 }, () => silent('127.0.0.1')));
    expect(openConnectionsOf('127.0.0.1')).toBeLessThanOrEqual(20);
    expect(await get('127.0.0.2')).toBe(200);
  });

  it('closes a connection that sends nothing, so the address is answered again', async () => {
    await new Promise((r) => setTimeout(r, 700));
    expect(openConnectionsOf('127.0.0.1')).toBe(0);
    expect(await get('127.0.0.1')).toBe(200);
  });
});
