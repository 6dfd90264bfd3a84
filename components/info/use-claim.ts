'use client';

import { useTranslations } from 'next-intl';
import { bffFetch } from '@/lib/bff/browser';
import { AppError } from '@/lib/errors';

export type ClaimResult = { ok: true } | { ok: false; msg: string };

/*
 * The bonus claims of spec §4 (event bonus, referral bonus withdraw): the answer is {success, msg};
 * success false or a failed call shows the server's msg (spec §8), else our translated error.
 */
export function useClaim(): (path: string) => Promise<ClaimResult> {
  const te = useTranslations('Errors');
  return async (path) => {
    try {
      const { success, msg } = await bffFetch<{ success: boolean; msg: string | null }>(path, { method: 'POST', body: {} });
      return success ? { ok: true } : { ok: false, msg: msg || te('unknown') };
    } catch (e) {
      const error = e instanceof AppError ? e : new AppError('unknown');
      const fieldMessage = Object.values(error.fieldErrors ?? {}).flat()[0];
      return { ok: false, msg: error.message !== error.code ? error.message : (fieldMessage ?? te(error.code)) };
    }
  };
}
