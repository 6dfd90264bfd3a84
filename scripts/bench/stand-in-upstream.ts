import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A stand-in Casino API with a fixed latency (20 ms, docs/performance.md), so the BFF's own overhead can be
 * told apart from the upstream's: the same profile call is timed directly and through the site.
 * It answers only what the bench uses, in the spec §7 contract's shapes (checked at bench start).
 * Run as its own process (`tsx stand-in-upstream.ts <port> <delayMs>`), so its timers do not
 * share an event loop with the load generator.
 */

export const STAND_IN_TOKEN = 'bench-stand-in-token';

export const standInProfile = {
  data: {
    phone: '0812345678',
    username: 'BENCH01',
    bank: 'KBANK',
    account_number: '1234567890',
    name: 'สมาชิก ทดสอบ',
    to_bank: 'SCB',
    to_account_number: '9876543210',
    to_name: 'บริษัท ตัวอย่าง จำกัด',
    qr_code_name: null,
    payment_gateway_status: 1,
    promotion_ids: { '1': 'โบนัสสมาชิกใหม่' },
    promotions: [{ id: 1, name: 'โบนัสสมาชิกใหม่', image_url: null }],
    current_promotion: null,
    pending_request: null,
    games: [{ credit: '1250.00' }],
    credit_checking: 0,
    completed_requests: [
      { id: 1, type: 'deposit', status: 'completed', amount: '1000.00', bonus: '0.00', deleted_cause: null, deleted_at: null, created_at: '2025-01-01 12:00:00' },
    ],
    events: [],
  },
};

export const standInLogin = { access_token: STAND_IN_TOKEN, expires_in: 3600 };

export function startStandIn(port: number, delayMs: number): Promise<http.Server> {
  const profile = JSON.stringify(standInProfile);
  const login = JSON.stringify(standInLogin);
  const server = http.createServer((req, res) => {
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    };
    req.resume();
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      setTimeout(() => {
        if (req.method === 'POST' && path === '/api/login') return send(200, login);
        if (req.method === 'GET' && path === '/api/customers/profile') {
          return req.headers.authorization === `Bearer ${STAND_IN_TOKEN}` ? send(200, profile) : send(401, '{"message":"Unauthenticated."}');
        }
        send(404, '{"message":"not in the stand-in"}');
      }, delayMs);
    });
  });
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (require.main === module) {
  const [port = '0', delay = '20'] = process.argv.slice(2);
  void startStandIn(Number(port), Number(delay)).then((server) => {
    process.send?.({ port: (server.address() as AddressInfo).port });
  });
}
