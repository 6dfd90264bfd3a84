import { bff } from '@/lib/bff/pipeline';
import { bffRequest } from './live-upstream';

/*
 * docs/performance.md, login under load: Next gzips every route answer (it never knows their length),
 * which for a few bytes of JSON costs a zlib stream and adds bytes. A small BFF answer says
 * `no-transform`, which Next's compression honours; a large one stays compressible. Both stay private
 * and unstored (docs/security.md).
 */
beforeAll(() => {
  process.env.CASINO_API_URL ??= 'http://127.0.0.1:9/api';
  process.env.SESSION_SECRET ??= 'integration-test-secret-of-at-least-32-chars';
});

const answering = (json: unknown) => bff({ auth: 'any', handle: async () => ({ json }) });

it('marks a small answer not to be compressed, still private and unstored', async () => {
  const res = await answering({ ok: true })(bffRequest('/small'));
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store, no-transform');
  expect(res.headers.get('content-type')).toBe('application/json');
  expect(await res.json()).toEqual({ ok: true });
});

it('leaves an answer of 1 KB or more compressible', async () => {
  const rows = Array.from({ length: 40 }, (_, i) => ({ id: i, title: `โปรโมชั่นที่ ${i}` }));
  const res = await answering({ rows })(bffRequest('/large'));
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(await res.json()).toEqual({ rows });
});

it('marks a small error answer the same way', async () => {
  const res = await bff({ auth: 'member', handle: async () => ({ json: {} }) })(bffRequest('/member-only'));
  expect(res.status).toBe(401);
  expect(res.headers.get('cache-control')).toBe('private, no-store, no-transform');
});
