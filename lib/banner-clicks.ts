import 'server-only';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { DeviceInfo } from './device';
import { siteEnv } from './env/site';
import { log } from './log';

/*
 * Banner-click records (spec §3: phone, gameID, gameName, timestamp, with the spec §3 device info of
 * the browser that clicked; spec §7: a cloud document store). With Firebase credentials they go to a Firestore collection through firebase-admin;
 * without them, to an append-only JSON-lines file under DATA_DIR, so nothing is lost in a demo.
 */
export interface BannerClick {
  phone: string;
  gameID: string;
  gameName: string;
  timestamp: string;
  device: DeviceInfo;
}

export function bannerClickRecord(
  phone: string,
  gameId: string,
  gameName: string,
  device: DeviceInfo,
  now = new Date(),
): BannerClick {
  return { phone, gameID: gameId, gameName, timestamp: now.toISOString(), device };
}

function firestoreConfigured(): boolean {
  return Boolean(
    siteEnv.get('FIREBASE_PROJECT_ID') &&
    (siteEnv.get('FIREBASE_SERVICE_ACCOUNT') ||
      siteEnv.get('GOOGLE_APPLICATION_CREDENTIALS') ||
      siteEnv.get('FIRESTORE_EMULATOR_HOST')),
  );
}

export async function recordBannerClick(click: BannerClick): Promise<'firestore' | 'log'> {
  if (firestoreConfigured()) {
    try {
      const { firestore } = await import('./firestore');
      await (await firestore()).collection(siteEnv.get('FIREBASE_COLLECTION')).add(click);
      return 'firestore';
    } catch (e) {
      // Firestore down or misconfigured: keep the click in the local log rather than lose it.
      log.error(
        { detail: e instanceof Error ? e.message : String(e) },
        'banner click: firestore write failed, kept in the local log',
      );
    }
  }
  const dir = siteEnv.get('DATA_DIR');
  await mkdir(dir, { recursive: true });
  await appendFile(path.join(dir, 'banner-clicks.log'), `${JSON.stringify(click)}\n`);
  return 'log';
}
