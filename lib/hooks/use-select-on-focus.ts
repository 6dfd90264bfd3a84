'use client';

import { useRef, type FocusEvent, type MouseEvent } from 'react';

type Handlers = {
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onMouseUp?: (event: MouseEvent<HTMLInputElement>) => void;
};

/*
 * A prefilled value (the whole credit in the withdraw field, the phone as the LINE id, a saved limit) is
 * a suggestion: the first tap selects all of it, so what the player types replaces it instead of being
 * appended to it ('485' then '100' giving '485100'). Safari and some Android browsers drop a selection
 * made on focus when the tap's mouseup follows, so that one mouseup is cancelled; later taps place the
 * caret as usual, so a player who wants to edit the value still can.
 */
export function useSelectOnFocus({ onFocus, onMouseUp }: Handlers = {}) {
  const justFocused = useRef(false);
  return {
    onFocus(event: FocusEvent<HTMLInputElement>) {
      onFocus?.(event);
      event.currentTarget.select();
      justFocused.current = true;
    },
    onMouseUp(event: MouseEvent<HTMLInputElement>) {
      onMouseUp?.(event);
      if (justFocused.current) event.preventDefault();
      justFocused.current = false;
    },
  };
}
