'use client';

import { useEffect } from 'react';

const KEY = 'lobby.chunkReloadAt';
/** Spec §9: reload on a chunk-load failure at most once per 60 seconds. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

function isChunkFailure(reason: unknown): boolean {
  const name = reason && typeof reason === 'object' && 'name' in reason ? String(reason.name) : '';
  const message =
    reason && typeof reason === 'object' && 'message' in reason ? String(reason.message) : String(reason);
  return (
    name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(message)
  );
}

/** After a deploy, an open tab may ask for chunks that no longer exist: one reload fetches the new ones. */
export function ChunkReloadGuard() {
  useEffect(() => {
    const reload = () => {
      const last = Number(sessionStorage.getItem(KEY)) || null;
      if (!shouldReload(last, Date.now())) return;
      sessionStorage.setItem(KEY, String(Date.now()));
      window.location.reload();
    };
    const onError = (e: Event) => {
      const target = e.target;
      if (target instanceof HTMLScriptElement && target.src.includes('/_next/static/')) reload();
    };
    const onRejection = (e: PromiseRejectionEvent) => {
      if (isChunkFailure(e.reason)) reload();
    };
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
