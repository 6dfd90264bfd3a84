'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { bffFetch } from '@/lib/bff/browser';
import { isOutcomeUnknown, SubmitKeys } from '@/lib/bff/submit-key';
import { AppError } from '@/lib/errors';

export type ClaimResult = { ok: true } | { ok: false; msg: string };

/*
 * The bonus claims of spec §4 (event bonus, referral bonus withdraw): the answer is {success, msg};
 * success false or a failed call shows the server's msg (spec §8), else our translated error.
 * Each claim carries an Idempotency-Key; a claim whose answer was lost says "processing, check
 * your history", and tapping the same claim again reuses its key, so it pays once (docs/security.md).
 */
export function useClaim(): (path: string) => Promise<ClaimResult> {
  const te = useTranslations('Errors');
  const tm = useTranslations('Money');
  const keys = useRef(new SubmitKeys());
  return async (path) => {
    const idempotencyKey = keys.current.keyFor(path, {});
    try {
      const { success, msg } = await bffFetch<{ success: boolean; msg: string | null }>(path, {
        method: 'POST',
        body: {},
        idempotencyKey,
      });
      keys.current.settle();
      return success ? { ok: true } : { ok: false, msg: msg || te('unknown') };
    } catch (e) {
      const error = e instanceof AppError ? e : new AppError('unknown');
      if (isOutcomeUnknown(error))
        return { ok: false, msg: `${tm('processingTitle')} ${tm('processingBody')}` };
      keys.current.settle();
      const fieldMessage = Object.values(error.fieldErrors ?? {}).flat()[0];
      return {
        ok: false,
        msg: error.message !== error.code ? error.message : (fieldMessage ?? te(error.code)),
      };
    }
  };
}
