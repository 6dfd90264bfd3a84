import { fireEvent, screen, within } from '@testing-library/react';

/*
 * The site's day picker (components/ui/date-select.tsx) as a Thai player uses it: a group named by its
 * label, with a year, a month and a day to choose.
 */

export function dayPicker(name: string): HTMLElement {
  return screen.getByRole('group', { name });
}

/** The day the picker holds: what a form sends, or the three choices read back as 'YYYY-MM-DD'. */
export function pickedDay(name: string): string {
  const group = dayPicker(name);
  const value = (label: string) =>
    (within(group).getByRole('combobox', { name: label }) as HTMLSelectElement).value;
  return `${value('ปี พ.ศ.')}-${value('เดือน').padStart(2, '0')}-${value('วัน').padStart(2, '0')}`;
}

export function pickDay(name: string, day: string): void {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const group = dayPicker(name);
  fireEvent.change(within(group).getByRole('combobox', { name: 'ปี พ.ศ.' }), {
    target: { value: String(year) },
  });
  fireEvent.change(within(group).getByRole('combobox', { name: 'เดือน' }), {
    target: { value: String(month) },
  });
  fireEvent.change(within(group).getByRole('combobox', { name: 'วัน' }), { target: { value: String(date) } });
}
