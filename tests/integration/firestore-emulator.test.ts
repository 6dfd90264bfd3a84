import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { FirestoreServer } from '@firestore-emulator/server';
import { POST as bannerClicks } from '@/app/api/banner-clicks/route';
import { bffRequest } from './live-upstream';
import { allAccessCookie } from './support/bff-routes';

/*
 * Spec §3/§7: a member's banner click is written to Firestore through firebase-admin. firebase-admin
 * talks to whatever listens at FIRESTORE_EMULATOR_HOST over Firestore's gRPC API, so this starts an
 * in-process emulator (@firestore-emulator/server) on a free port: the suite needs no Java, no gcloud
 * and no service of its own, and runs wherever `npm test` runs.
 */

const IPHONE_LINE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.3.0';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe('banner clicks in Firestore', () => {
  const collection = `banner_clicks_test_${randomBytes(4).toString('hex')}`;
  const saved = { ...process.env };
  let emulator: FirestoreServer;

  beforeAll(async () => {
    const port = await freePort();
    emulator = new FirestoreServer();
    await emulator.start(port);
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
    process.env.FIREBASE_PROJECT_ID = 'demo-lobby';
    process.env.FIREBASE_COLLECTION = collection;
    // google-auth-library otherwise probes the GCE metadata server, finds none and prints a warning
    process.env.METADATA_SERVER_DETECTION = 'none';
    process.env.SESSION_SECRET = 'integration-test-secret-of-at-least-32-chars';
    // the route calls no upstream; the site's configuration still requires one
    process.env.CASINO_API_URL = 'http://127.0.0.1:9';
    // a write that fell back to the local log would land here, not in Firestore
    process.env.DATA_DIR = `/tmp/firestore-emulator-test-${randomBytes(4).toString('hex')}`;
  });

  afterAll(async () => {
    const { getApps, deleteApp } = await import('firebase-admin/app');
    await Promise.all(getApps().map((app) => deleteApp(app)));
    emulator?.stop();
    process.env = saved;
  });

  it('writes the click a member makes on a game banner, with every spec §3 field and the device', async () => {
    const before = Date.now();
    const res = await bannerClicks(
      bffRequest('/banner-clicks', {
        body: { gameId: 'slot-07', gameName: 'Lucky Fortune' },
        cookie: await allAccessCookie('0812345678'),
        headers: { 'user-agent': IPHONE_LINE },
      }),
    );
    expect(res.status).toBe(200);

    const { firestore } = await import('@/lib/firestore');
    const docs = await (await firestore()).collection(collection).where('phone', '==', '0812345678').get();
    expect(docs.docs.map((d) => d.data())).toEqual([
      {
        phone: '0812345678',
        gameID: 'slot-07',
        gameName: 'Lucky Fortune',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        device: {
          type: 'mobile',
          os: 'iOS',
          osVersion: '17.4.1',
          browser: 'LINE',
          browserVersion: '14.3.0',
          browserVendor: 'LY Corporation',
        },
      },
    ]);
    const at = Date.parse(docs.docs[0]!.get('timestamp') as string);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
  });
});
