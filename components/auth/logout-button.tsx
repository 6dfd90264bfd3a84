'use client';

import { useLocale } from 'next-intl';
import { useState } from 'react';
import { logout } from '@/lib/logout';

export function LogoutButton({
  label,
  className = 'button button-ghost button-small',
}: {
  label: string;
  className?: string;
}) {
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void logout(locale);
      }}
    >
      {label}
    </button>
  );
}
