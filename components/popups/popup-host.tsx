'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { closePopup, openPopup, popupStore, type PopupMode } from '@/lib/stores/popup';
import { useStore } from '@/lib/hooks/use-store';
import type { RegisterMode } from '@/components/register/register-flow';
import type { ResetMode } from '@/components/reset/reset-flow';
import { Dialog } from '@/components/ui/dialog';

// The forms (and zod, react-hook-form with them) load when a popup opens, not with every page:
// they were most of the public pages' first-load JS (budget 150 kB gzip, docs/performance.md).
const LoginForm = dynamic(() => import('@/components/auth/login-form').then((m) => m.LoginForm));
const RegisterFlow = dynamic(() => import('@/components/register/register-flow').then((m) => m.RegisterFlow));
const ResetFlow = dynamic(() => import('@/components/reset/reset-flow').then((m) => m.ResetFlow));

const registerModes: readonly PopupMode[] = [
  'Register',
  'RegisterSetpassword',
  'RegisterBank',
  'RegisterFinal',
];
const resetModes: readonly PopupMode[] = ['Forgetpassword', 'otpPassword', 'otpNewpassword', 'otpComplete'];

/** The guest popups of spec §2, selected by the one popup mode. */
export function PopupHost({ serviceUrl }: { serviceUrl: string }) {
  const t = useTranslations('Popups');
  const tc = useTranslations('Common');
  const { mode } = useStore(popupStore);
  if (!mode) return null;

  // One dialog per flow, kept open from step to step: the key changes only between flows.
  const dialog = (children: React.ReactNode, width: 500 | 600 = 500) => (
    <Dialog
      key={registerModes.includes(mode) ? 'register' : resetModes.includes(mode) ? 'reset' : mode}
      title={t(mode)}
      closeLabel={tc('close')}
      onClose={closePopup}
      width={width}
    >
      {children}
    </Dialog>
  );

  if (mode === 'Login') {
    return dialog(
      <LoginForm
        serviceUrl={serviceUrl}
        onCancel={closePopup}
        onForgot={() => openPopup('Forgetpassword')}
        onRegister={() => openPopup('Register')}
      />,
    );
  }
  if (registerModes.includes(mode)) {
    return dialog(
      <RegisterFlow
        mode={mode as RegisterMode}
        go={openPopup}
        onCancel={closePopup}
        onLogin={() => openPopup('Login')}
      />,
      600,
    );
  }
  if (resetModes.includes(mode)) {
    return dialog(
      <ResetFlow
        mode={mode as ResetMode}
        go={openPopup}
        onCancel={closePopup}
        onLogin={() => openPopup('Login')}
        serviceUrl={serviceUrl}
      />,
    );
  }
  return null;
}
