import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StatementPopup } from '@/components/protection/statement-popup';
import type { StatementView } from '@/lib/protection/view';
import { renderWithIntl } from '../../render';
import { dayPicker, pickDay, pickedDay } from '../ui/pick-day';

/*
 * Account figures (docs/player-protection.md): lifetime deposits, withdrawals and net; the last 12 months
 * unless the member picks other dates; filter by type and date; the rows as CSV.
 */

const deposit = {
  id: '11',
  type: 'deposit' as const,
  status: 'completed',
  amountSatang: 80_000,
  bonusSatang: 0,
  deletedCause: null,
  date: '2026-01-10 09:15:00',
};
const withdraw = {
  id: '12',
  type: 'withdraw' as const,
  status: 'completed',
  amountSatang: 30_000,
  bonusSatang: 0,
  deletedCause: null,
  date: '2026-01-12 18:40:00',
};
const cancelled = {
  id: '13',
  type: 'deposit' as const,
  status: 'cancelled',
  amountSatang: 7_000,
  bonusSatang: 0,
  deletedCause: '=cmd',
  date: '2025-03-02 08:00:00',
};

/** What the BFF answers for a query: the Casino API's 12-month default when no dates are given. */
function statementFor(query: URLSearchParams): StatementView {
  const type = query.get('type') ?? 'all';
  const from = query.get('from') ?? '2025-01-15';
  const to = query.get('to') ?? '2026-01-15';
  const rows = [withdraw, deposit, cancelled].filter(
    (r) => (type === 'all' || r.type === type) && r.date.slice(0, 10) >= from && r.date.slice(0, 10) <= to,
  );
  return {
    totals: { depositsSatang: 125_000_00, withdrawalsSatang: 40_050_00, netSatang: -84_950_00 },
    from,
    to,
    rows,
  };
}

function mockStatement() {
  const queries: URLSearchParams[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://site');
    expect(url.pathname).toBe('/lobby/api/statement');
    queries.push(url.searchParams);
    return { ok: true, status: 200, json: async () => statementFor(url.searchParams) } as Response;
  }) as typeof fetch;
  return queries;
}

const rowTexts = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('StatementPopup', () => {
  beforeEach(() => {
    document.cookie = 'lobby_member=1';
  });

  it('shows lifetime deposits, withdrawals and net, and the last 12 months by default', async () => {
    const queries = mockStatement();
    renderWithIntl(<StatementPopup />);
    const deposits = await screen.findByText('ยอดฝากทั้งหมด');
    expect(deposits.nextElementSibling).toHaveTextContent('125,000.00');
    expect(screen.getByText('ยอดถอนทั้งหมด').nextElementSibling).toHaveTextContent('40,050.00');
    expect(screen.getByText('สุทธิ (ถอน − ฝาก)').nextElementSibling).toHaveTextContent('-84,950.00');
    expect([...queries[0]!.entries()]).toEqual([['type', 'all']]);
    expect(pickedDay('ตั้งแต่วันที่')).toBe('2025-01-15');
    expect(pickedDay('ถึงวันที่')).toBe('2026-01-15');
    // the picker speaks the site's date style: Buddhist-era year, Thai month abbreviation
    const to = dayPicker('ถึงวันที่');
    expect(within(to).getByRole('combobox', { name: 'ปี พ.ศ.' })).toHaveDisplayValue('2569');
    expect(within(to).getByRole('combobox', { name: 'เดือน' })).toHaveDisplayValue('ม.ค.');
    expect(rowTexts()).toEqual([
      '12 ม.ค. 2569 18:40ถอน300.00สำเร็จ',
      '10 ม.ค. 2569 09:15ฝาก800.00สำเร็จ',
      '2 มี.ค. 2568 08:00ฝาก70.00ยกเลิก',
    ]);
  });

  it('filters by type and by dates', async () => {
    const queries = mockStatement();
    renderWithIntl(<StatementPopup />);
    await screen.findByText('ยอดฝากทั้งหมด');
    await screen.findAllByText('ฝาก');
    fireEvent.change(screen.getByLabelText('ประเภท'), { target: { value: 'deposit' } });
    pickDay('ตั้งแต่วันที่', '2026-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'แสดงรายการ' }));
    await waitFor(() => expect(rowTexts()).toEqual(['10 ม.ค. 2569 09:15ฝาก800.00สำเร็จ']));
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({
      type: 'deposit',
      from: '2026-01-01',
      to: '2026-01-15',
    });
    expect(screen.getByLabelText('ประเภท')).toHaveValue('deposit');

    fireEvent.change(screen.getByLabelText('ประเภท'), { target: { value: 'withdraw' } });
    pickDay('ถึงวันที่', '2026-01-11');
    fireEvent.click(screen.getByRole('button', { name: 'แสดงรายการ' }));
    expect(await screen.findByText('ไม่มีรายการในช่วงวันที่นี้')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ดาวน์โหลด CSV' })).toBeDisabled();
  });

  it('downloads the rows shown as CSV, with Thai labels and the date range in the file name', async () => {
    mockStatement();
    let blob: Blob | undefined;
    URL.createObjectURL = jest.fn((b: Blob) => {
      blob = b;
      return 'blob:statement';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('statement-2025-01-15-2026-01-15.csv');
      expect(this.href).toBe('blob:statement');
    });
    renderWithIntl(<StatementPopup />);
    await screen.findAllByText('ฝาก');
    fireEvent.click(screen.getByRole('button', { name: 'ดาวน์โหลด CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob!);
    });
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'วันที่,ประเภท,จำนวนเงิน (บาท),สถานะ,หมายเหตุ',
      '2026-01-12 18:40:00,ถอน,300.00,สำเร็จ,',
      '2026-01-10 09:15:00,ฝาก,800.00,สำเร็จ,',
      "2025-03-02 08:00:00,ฝาก,70.00,ยกเลิก,'=cmd",
      '',
    ]);
    click.mockRestore();
  });
});
