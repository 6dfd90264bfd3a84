import { CHUNK_RELOAD_GUARD_MS, shouldReload } from '@/components/layout/chunk-reload-guard';

// Spec §2/§9: a chunk-load failure reloads the page at most once per 60 seconds.
it('reloads the first time and then not again within 60 s', () => {
  expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
  expect(shouldReload(null, 1_000_000)).toBe(true);
  expect(shouldReload(1_000_000, 1_000_000 + 59_999)).toBe(false);
  expect(shouldReload(1_000_000, 1_000_000 + 60_000)).toBe(true);
});
