'use client';

import { useState } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { ResetFlow, type ResetMode } from './reset-flow';

/** The /forgetpassword page runs the same steps as the popup; the last one leads to /login (spec §4). */
export function ResetPageFlow({ serviceUrl }: { serviceUrl: string }) {
  const [mode, setMode] = useState<ResetMode>('Forgetpassword');
  const router = useRouter();
  return (
    <ResetFlow
      mode={mode}
      go={setMode}
      onCancel={() => router.push('/login')}
      onLogin={() => router.push('/login')}
      serviceUrl={serviceUrl}
    />
  );
}
