import { createRequire } from 'node:module';
import path from 'node:path';
import { processLog } from '../process-log';

/*
 * The build-time gap in the catalogue pages (docs/architecture.md, "Catalogue pages"). A page
 * rendered while the Casino API could not be reached carries CATALOGUE_GAP_TAG
 * (lib/public/catalogue.ts). When a site process starts, it expires that tag: Next.js treats a
 * cached page whose tag expired after the page was made as missing, and renders it before
 * answering (a blocking regeneration), so the first visitor after a deploy gets the lists, not
 * the notice the build baked in. A page rendered after start-up is newer than the expiry and is
 * served from the cache as usual.
 *
 * Next.js has no public call for this outside a request (revalidateTag needs one, and a request
 * made to ourselves after listening would race the first visitors). The tag expiry goes into the
 * in-process tags manifest that Next's own revalidateTag fills (node_modules/next/dist/server/lib/
 * incremental-cache/tags-manifest.external.js), taken from the `next` that runs the server.
 * Should that module ever move, the site still starts and logs it: the pages are then refreshed by
 * ISR within a minute, as before.
 */

export const CATALOGUE_GAP_TAG = 'catalogue-gap';

const MANIFEST = 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

interface TagsManifest {
  get(tag: string): { stale?: number; expired?: number } | undefined;
  set(tag: string, entry: { stale?: number; expired?: number }): void;
}

/** Expires the gap tag as of now. Returns false (and says why) when the manifest was not found. */
export function expireCatalogueGaps(main = process.argv[1]): boolean {
  try {
    const load = createRequire(path.resolve(/*turbopackIgnore: true*/ main ?? 'index.js'));
    const { tagsManifest } = load(MANIFEST) as { tagsManifest?: TagsManifest };
    if (!tagsManifest || typeof tagsManifest.set !== 'function') throw new Error('no tagsManifest export');
    const now = performance.timeOrigin + performance.now();
    tagsManifest.set(CATALOGUE_GAP_TAG, { ...tagsManifest.get(CATALOGUE_GAP_TAG), expired: now });
    return true;
  } catch (e) {
    processLog.warn(
      `[catalogue] pages built without the Casino API refresh within a minute instead of on the first request (${e instanceof Error ? e.message : String(e)})`,
    );
    return false;
  }
}
