import 'server-only';
import type { Firestore } from 'firebase-admin/firestore';
import { siteEnv } from './env/site';

let db: Promise<Firestore> | undefined;

/**
 * One firebase-admin app per process, from a service-account JSON, application default credentials,
 * or none against the Firestore emulator (FIRESTORE_EMULATOR_HOST, which firebase-admin reads itself).
 */
export function firestore(): Promise<Firestore> {
  if (db) return db;
  const started = (async () => {
    const { cert, getApps, initializeApp, applicationDefault } = await import('firebase-admin/app');
    const { getFirestore } = await import('firebase-admin/firestore');
    const serviceAccount = siteEnv.get('FIREBASE_SERVICE_ACCOUNT');
    // initializeApp refuses `credential: undefined`, so the emulator's options leave the key out.
    const credential = serviceAccount
      ? { credential: cert(JSON.parse(serviceAccount)) }
      : siteEnv.get('FIRESTORE_EMULATOR_HOST')
        ? {}
        : { credential: applicationDefault() };
    const app =
      getApps()[0] ?? initializeApp({ projectId: siteEnv.get('FIREBASE_PROJECT_ID'), ...credential });
    return getFirestore(app);
  })();
  // A failed start (bad credentials) is retried on the next click instead of being kept for good.
  started.catch(() => {
    if (db === started) db = undefined;
  });
  db = started;
  return db;
}
