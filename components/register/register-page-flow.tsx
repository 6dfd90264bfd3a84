'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { RegisterFlow, type RegisterMode } from './register-flow';

/**
 * The /register page runs the same steps as the popup, with its own step state. Each new step starts
 * from the top of the page (its title and the progress bar): the bank step is long, and the page would
 * otherwise stay scrolled down to where its button was, showing the new member the end of the welcome
 * rather than its title.
 */
export function RegisterPageFlow() {
  const [mode, setMode] = useState<RegisterMode>('Register');
  const router = useRouter();
  const shown = useRef(mode);
  useEffect(() => {
    if (shown.current === mode) return;
    shown.current = mode;
    window.scrollTo({ top: 0 });
  }, [mode]);
  return (
    <RegisterFlow
      mode={mode}
      go={setMode}
      onCancel={() => router.push('/')}
      onLogin={() => router.push('/login')}
    />
  );
}
