'use client';

import type { ComponentProps } from 'react';
import { useSelectOnFocus } from '@/lib/hooks/use-select-on-focus';
import { TextField } from './text-field';

/**
 * Every amount the player types (deposit, withdraw, deposit limits): a decimal keypad on phones
 * (spec §5: amount inputs use numeric keyboards) and a prefilled amount selected on the first tap, so
 * typing replaces it (useSelectOnFocus).
 */
export function AmountField({
  onFocus,
  onMouseUp,
  ...field
}: Omit<ComponentProps<typeof TextField>, 'inputMode' | 'autoComplete'>) {
  const select = useSelectOnFocus({ onFocus, onMouseUp });
  return <TextField {...field} inputMode="decimal" autoComplete="off" {...select} />;
}
