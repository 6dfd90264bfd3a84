import { fireEvent } from '@testing-library/react';

/**
 * Taps a field and types as a phone keyboard does: focus, then the text replaces whatever is
 * selected (or goes in at the caret). jsdom has no keyboard, so the browser's rule is applied here
 * to the selection the field really has after the tap.
 */
export function tapAndType(input: HTMLElement, text: string) {
  const field = input as HTMLInputElement;
  fireEvent.mouseDown(field);
  field.focus();
  fireEvent.mouseUp(field);
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  fireEvent.change(field, { target: { value: field.value.slice(0, start) + text + field.value.slice(end) } });
}
