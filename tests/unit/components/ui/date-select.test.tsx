import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { DateSelect } from '@/components/ui/date-select';
import { renderWithIntl } from '../../render';

/*
 * The site's day picker (components/ui/date-select.tsx): the site's date style instead of the phone's
 * "11/28/2026", and still 'YYYY-MM-DD' to the server.
 */

const shown = (group: HTMLElement) =>
  within(group)
    .getAllByRole('combobox')
    .map((select) => (select as HTMLSelectElement).selectedOptions[0]!.textContent);

function Controlled({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState('2026-01-31');
  return (
    <DateSelect
      label="วันที่"
      value={value}
      min="2021-01-01"
      max="2026-11-28"
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

it('shows a Thai reader day, month abbreviation and Buddhist-era year, and sends YYYY-MM-DD with the form', () => {
  renderWithIntl(
    <form aria-label="ตัวกรอง">
      <DateSelect label="ตั้งแต่วันที่" name="from" defaultValue="2025-11-28" min="2021-01-01" max="2026-11-28" />
    </form>,
  );
  const group = screen.getByRole('group', { name: 'ตั้งแต่วันที่' });
  expect(shown(group)).toEqual(['28', 'พ.ย.', '2568']);
  const form = screen.getByRole('form', { name: 'ตัวกรอง' }) as HTMLFormElement;
  expect(new FormData(form).get('from')).toBe('2025-11-28');
  fireEvent.change(within(group).getByRole('combobox', { name: 'เดือน' }), { target: { value: '2' } });
  expect(shown(group)).toEqual(['28', 'ก.พ.', '2568']);
  expect(new FormData(form).get('from')).toBe('2025-02-28');
});

it('keeps the day inside the month: 31 January moved to February is its last day', () => {
  const seen: string[] = [];
  renderWithIntl(<Controlled onChange={(v) => seen.push(v)} />);
  const group = screen.getByRole('group', { name: 'วันที่' });
  fireEvent.change(within(group).getByRole('combobox', { name: 'เดือน' }), { target: { value: '2' } });
  expect(seen).toEqual(['2026-02-28']);
  const days = within(group).getByRole('combobox', { name: 'วัน' });
  expect(within(days).getAllByRole('option')).toHaveLength(28);
});

it('offers no day after the latest one: in its year, no later month; in its month, no later day', () => {
  renderWithIntl(<DateSelect label="วันที่" defaultValue="2026-11-28" min="2021-01-01" max="2026-11-28" />);
  const group = screen.getByRole('group', { name: 'วันที่' });
  const options = (label: string) =>
    within(within(group).getByRole('combobox', { name: label }))
      .getAllByRole('option')
      .map((o) => o.textContent);
  expect(options('เดือน').at(-1)).toBe('พ.ย.');
  expect(options('วัน').at(-1)).toBe('28');
  expect(options('ปี พ.ศ.')).toEqual(['2569', '2568', '2567', '2566', '2565', '2564']);
});

it('reads as English and Chinese readers write a date', () => {
  const { unmount } = renderWithIntl(
    <DateSelect label="From" defaultValue="2026-09-05" min="2021-01-01" max="2026-11-28" />,
    'en',
  );
  expect(shown(screen.getByRole('group', { name: 'From' }))).toEqual(['5', 'Sep', '2026']);
  expect(screen.getByRole('combobox', { name: 'Month' })).toBeInTheDocument();
  unmount();
  renderWithIntl(
    <DateSelect label="开始日期" defaultValue="2026-09-05" min="2021-01-01" max="2026-11-28" />,
    'zh-CN',
  );
  expect(shown(screen.getByRole('group', { name: '开始日期' }))).toEqual(['2026年', '9月', '5日']);
});
