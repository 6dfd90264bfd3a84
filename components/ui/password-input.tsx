'use client';

import { useState, type ComponentProps } from 'react';

interface Props extends Omit<ComponentProps<'input'>, 'type'> {
  showLabel: string;
  hideLabel: string;
}

/** A password field with a show/hide toggle (spec §2); the toggle is a real button with a state. */
export function PasswordInput({ showLabel, hideLabel, ref, ...input }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input {...input} ref={ref} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="password-toggle"
        aria-pressed={visible}
        aria-label={visible ? hideLabel : showLabel}
        onClick={() => setVisible((v) => !v)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
          />
          {visible ? null : <path stroke="currentColor" strokeWidth="2" d="M4 4l16 16" />}
        </svg>
      </button>
    </div>
  );
}
