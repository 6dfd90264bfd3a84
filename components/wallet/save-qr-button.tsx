'use client';

import './wallet.css';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { QrCardText } from '@/lib/wallet/qr-card';
import { qrCardBlob, saveImage, type SaveResult } from '@/lib/wallet/save-image';

/*
 * Deposit on one phone: the QR is on the screen of the phone that must scan it, so the member saves
 * it as a picture and picks it in the banking app ("scan from a picture"). The picture is made as
 * soon as the QR shows, so the tap goes straight to the share sheet: browsers allow sharing only
 * within moments of a tap.
 */
export function SaveQrButton({
  payload,
  imageSrc,
  text,
  fileName,
}: {
  payload: string | null;
  imageSrc: string | null;
  text: QrCardText;
  fileName: string;
}) {
  const t = useTranslations('Wallet');
  const [result, setResult] = useState<SaveResult | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);
  const made = useRef<Promise<Blob> | null>(null);
  const key = JSON.stringify([payload, imageSrc, text]);
  const madeFor = useRef<string | null>(null);

  const card = () => {
    if (!made.current || madeFor.current !== key) {
      madeFor.current = key;
      made.current = qrCardBlob({ payload, imageSrc, text });
      // a failure is told when the member taps, not while the card is prepared
      made.current.catch(() => undefined);
    }
    return made.current;
  };

  useEffect(() => {
    void card();
  });

  async function save() {
    setBusy(true);
    setResult(null);
    try {
      setResult(await saveImage(await card(), fileName, text.title));
    } catch {
      made.current = null;
      setResult('failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="save-qr">
      <button type="button" className="button button-secondary" onClick={() => void save()} disabled={busy}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M5 20h14v-2H5v2zm7-18v10.2l-3.6-3.6L7 10l5 5 5-5-1.4-1.4-3.6 3.6V2h-2z"
          />
        </svg>
        {t('saveQr')}
      </button>
      {result === 'shared' || result === 'downloaded' ? (
        <p role="status" className="save-qr-done">
          {t('qrSaved')}
        </p>
      ) : result === 'failed' ? (
        <p role="alert" className="save-qr-failed">
          {t('qrSaveFailed')}
        </p>
      ) : null}
    </div>
  );
}
