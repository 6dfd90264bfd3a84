'use client';

import type { PopupMode } from '@/lib/stores/popup';
import { ProgressBar } from './progress-bar';
import { RegisterBankStep } from './register-bank-step';
import { RegisterFinalStep } from './register-final-step';
import { RegisterPasswordStep } from './register-password-step';
import { RegisterPhoneStep } from './register-phone-step';

export type RegisterMode = Extract<
  PopupMode,
  'Register' | 'RegisterSetpassword' | 'RegisterBank' | 'RegisterFinal'
>;
const order: RegisterMode[] = ['Register', 'RegisterSetpassword', 'RegisterBank', 'RegisterFinal'];

interface Props {
  mode: RegisterMode;
  go: (mode: RegisterMode) => void;
  onCancel: () => void;
  onLogin: () => void;
}

/** Register → RegisterSetpassword → RegisterBank → RegisterFinal (spec §4), in a popup or on /register. */
export function RegisterFlow({ mode, go, onCancel, onLogin }: Props) {
  const step = order.indexOf(mode) as 0 | 1 | 2 | 3;
  return (
    <div className="register-flow">
      <ProgressBar current={step} />
      {mode === 'Register' ? (
        <RegisterPhoneStep onDone={() => go('RegisterSetpassword')} onCancel={onCancel} />
      ) : null}
      {mode === 'RegisterSetpassword' ? (
        <RegisterPasswordStep onDone={() => go('RegisterBank')} onCancel={onCancel} />
      ) : null}
      {mode === 'RegisterBank' ? (
        <RegisterBankStep onDone={() => go('RegisterFinal')} onCancel={onCancel} />
      ) : null}
      {mode === 'RegisterFinal' ? <RegisterFinalStep onLogin={onLogin} /> : null}
    </div>
  );
}
