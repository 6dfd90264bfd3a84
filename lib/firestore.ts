import 'server-only';
import type { Firestore } from 'firebase-admin/firestore';

let db: Promise<Firestore> | undefined;

/** One firebase-admin app per process, from a service-account JSON or application default credentials. */
export function firestore(): Promise<Firestore> {
  db ??= (async () => {
    const { cert, getApps, initializeApp, applicationDefault } = await import('firebase-admin/app');
    const { getFirestore } = await import('firebase-admin/firestore');
    const serviceAccount = process.env.FIREBASE_SERVICE_ACCOUNT;
    const app =
      getApps()[0] ??
      initializeApp({
        projectId: process.env.FIREBASE_PROJECT_ID,
        credential: serviceAccount
          ? cert(JSON.parse(serviceAccount))
          : process.env.FIRESTORE_EMULATOR_HOST
            ? undefined
            : applicationDefault(),
      });
    return getFirestore(app);
  })();
  return db;
}
