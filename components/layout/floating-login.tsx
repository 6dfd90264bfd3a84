'use client';

import { useMemberHint } from '@/lib/hooks/use-member-hint';
import { openPopup } from '@/lib/stores/popup';

/** The floating box's login button (spec §2): guests only. */
export function FloatingLogin({ label }: { label: string }) {
  if (useMemberHint()) return null;
  return (
    <button type="button" className="floating-button floating-login" onClick={() => openPopup('Login')}>
      {label}
    </button>
  );
}
