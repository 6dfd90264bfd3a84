/** @jest-environment node */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { guardIncomingRequests, PEER_ADDRESS_HEADER } from '@/lib/ops/incoming-requests';

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
