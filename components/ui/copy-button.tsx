'use client';

import './copy-button.css';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

/** Spec §4/§9: copying shows a tooltip for 1 second ('คัดลอกเรียบร้อย' / 'คัดลอกไม่สำเร็จ'). */
export const COPY_TOOLTIP_MS = 1000;

export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useTranslations('Copy');
  const [result, setResult] = useState<'done' | 'failed' | null>(null);

  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(null), COPY_TOOLTIP_MS);
    return () => clearTimeout(timer);
  }, [result]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setResult('done');
    } catch {
      setResult('failed');
    }
  }

  return (
    <span className="copy">
      <button type="button" className="copy-button" onClick={copy} aria-label={label}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
          />
        </svg>
      </button>
      {result ? (
        <span role="status" className={`copy-tooltip copy-${result}`}>
          {t(result)}
        </span>
      ) : null}
    </span>
  );
}
