import type { RequestView } from '@/lib/casino/profile-view';
import { statementCsv } from '@/lib/protection/csv';

// docs/player-protection.md: the statement as a file a spreadsheet opens safely, Thai text intact.
const header = ['วันที่', 'ประเภท', 'จำนวนเงิน (บาท)', 'สถานะ', 'หมายเหตุ'] as const;
const label = (row: RequestView) => ({
  type: row.type === 'deposit' ? 'ฝาก' : 'ถอน',
  status: row.status === 'completed' ? 'สำเร็จ' : 'ยกเลิก',
});
const row = (over: Partial<RequestView>): RequestView => ({
  id: '1',
  type: 'deposit',
  status: 'completed',
  amountSatang: 80_000,
  bonusSatang: 0,
  deletedCause: null,
  date: '2026-01-15 10:30:00',
  ...over,
});

const linesOf = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('statementCsv', () => {
  it('starts with a byte-order mark so Excel reads Thai as UTF-8, and ends every line with CRLF', () => {
    const csv = statementCsv([row({})], header, label);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(linesOf(csv)).toEqual([
      'วันที่,ประเภท,จำนวนเงิน (บาท),สถานะ,หมายเหตุ',
      '2026-01-15 10:30:00,ฝาก,800.00,สำเร็จ,',
      '',
    ]);
  });

  it('writes baht with two decimals and no thousands separator, so the column stays numeric', () => {
    const csv = statementCsv(
      [row({ amountSatang: 123_456_789 }), row({ id: '2', amountSatang: 5 })],
      header,
      label,
    );
    expect(
      linesOf(csv)
        .slice(1, 3)
        .map((l) => l.split(',')[2]),
    ).toEqual(['1234567.89', '0.05']);
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    const csv = statementCsv(
      [row({ status: 'cancelled', deletedCause: 'ยกเลิก, ลูกค้าแจ้ง "โอนผิด"\nบรรทัดสอง' })],
      header,
      label,
    );
    expect(linesOf(csv)[1]).toBe('2026-01-15 10:30:00,ฝาก,800.00,ยกเลิก,"ยกเลิก, ลูกค้าแจ้ง ""โอนผิด""\nบรรทัดสอง"');
  });

  it.each(['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1:A2)', '\t=1', '\r=1'])(
    'defuses a cell that a spreadsheet would run as a formula: %j',
    (cause) => {
      const note = linesOf(
        statementCsv([row({ status: 'cancelled', deletedCause: cause })], header, label),
      )[1]!
        .split(',')
        .slice(4)
        .join(',');
      const unquoted = note.startsWith('"') ? note.slice(1, -1).replace(/""/g, '"') : note;
      expect(unquoted).toBe(`'${cause}`);
    },
  );

  it('leaves an empty date and note empty', () => {
    expect(linesOf(statementCsv([row({ date: null })], header, label))[1]).toBe(',ฝาก,800.00,สำเร็จ,');
  });
});
