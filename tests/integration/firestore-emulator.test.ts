import { randomBytes } from 'node:crypto';
import { bannerClickRecord, recordBannerClick } from '@/lib/banner-clicks';

/*
 * Issue 9: the Firestore writer against the Firestore emulator (firebase-admin talks to it when
 * FIRESTORE_EMULATOR_HOST is set, e.g. `gcloud emulators firestore start --host-port=127.0.0.1:8080`).
 */
const emulator = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulator)
  console.log('Skipping firestore-emulator: set FIRESTORE_EMULATOR_HOST to a running Firestore emulator');
const describeWithEmulator = emulator ? describe : describe.skip;

describeWithEmulator('banner clicks in Firestore', () => {
  const collection = `banner_clicks_test_${randomBytes(4).toString('hex')}`;
  beforeAll(() => {
    process.env.FIREBASE_PROJECT_ID ||= 'demo-lobby';
    process.env.FIREBASE_COLLECTION = collection;
  });

  it('writes the spec §3 record to the configured collection', async () => {
    const click = bannerClickRecord(
      '0812345678',
      'slot-07',
      'Lucky Fortune',
      new Date('2026-03-01T08:30:00Z'),
    );
    expect(await recordBannerClick(click)).toBe('firestore');

    const { firestore } = await import('@/lib/firestore');
    const docs = await (await firestore()).collection(collection).where('phone', '==', '0812345678').get();
    expect(docs.docs.map((d) => d.data())).toEqual([click]);
  });
});
