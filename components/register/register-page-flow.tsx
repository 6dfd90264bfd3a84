'use client';

import { useState } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { RegisterFlow, type RegisterMode } from './register-flow';

/** The /register page runs the same steps as the popup, with its own step state. */
export function RegisterPageFlow() {
  const [mode, setMode] = useState<RegisterMode>('Register');
  const router = useRouter();
  return (
    <RegisterFlow
      mode={mode}
      go={setMode}
      onCancel={() => router.push('/')}
      onLogin={() => router.push('/login')}
    />
  );
}
