import { act, screen } from '@testing-library/react';
import { WithdrawProcessPopup } from '@/components/wallet/withdraw-process-popup';
import { watchRequest } from '@/lib/stores/wallet';
import { mockBff, renderWithIntl } from '../../render';

jest.mock('@/lib/hooks/use-member-hint', () => ({ useMemberHint: () => true }));
jest.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

/*
 * The pending withdrawal (spec §4, docs/architecture.md §8): one truthful wording of time — since when,
 * what is usual (10-15 minutes), and the 30-minute lapse said as what then happens (the request lapses,
 * the amount returns to the credit) with its clock time; no countdown under the promise.
 */

const bangkok = (ms: number) => new Date(ms + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const profile = { phone: '0812345678', creditSatang: 0, completedRequests: [] };

beforeEach(() => mockBff({ '/customers/profile': () => ({ json: profile }) }));
afterEach(() => act(() => watchRequest(null)));

function show(createdMsAgo: number, locale: 'th' | 'en' = 'th') {
  const createdAt = bangkok(Date.now() - createdMsAgo);
  act(() => watchRequest({ id: '51', type: 'withdraw', amountSatang: 10_000, createdAt, qrCode: null }));
  renderWithIntl(<WithdrawProcessPopup />, locale);
  return createdAt;
}

it('says it was just requested, what is usual and when it lapses, with no countdown', () => {
  const createdAt = show(20_000);
  expect(screen.getByRole('timer')).toHaveTextContent(/^เพิ่งส่งคำขอถอน$/);
  expect(screen.getByText('ปกติเงินเข้าบัญชีที่ลงทะเบียนไว้ภายใน 10-15 นาที')).toBeInTheDocument();
  const lapse = new Date(Date.parse(`${createdAt.replace(' ', 'T')}+07:00`) + 30 * 60_000);
  const at = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Bangkok',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(lapse);
  expect(
    screen.getByText(
      `หากยังไม่ได้รับเงินภายใน 30 นาที (เวลา ${at} น.) คำขอถอนจะหมดอายุ และยอด 100.00 บาทจะคืนเข้าเครดิตของคุณโดยอัตโนมัติ`,
    ),
  ).toBeInTheDocument();
  // nothing shaped like a countdown (mm:ss) anywhere in the view
  expect(document.body.textContent).not.toMatch(/\b\d{2}:\d{2}\b(?![ \u00a0]น\.)/);
});

it('counts the minutes since the request, from its time, not from a countdown', () => {
  show(12 * 60_000 + 5_000);
  expect(screen.getByRole('timer')).toHaveTextContent('ส่งคำขอถอนมาแล้ว 12 นาที');
});

it('moves the elapsed minutes on while it waits', () => {
  jest.useFakeTimers();
  try {
    show(3 * 60_000);
    expect(screen.getByRole('timer')).toHaveTextContent('ส่งคำขอถอนมาแล้ว 3 นาที');
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('ส่งคำขอถอนมาแล้ว 4 นาที');
  } finally {
    jest.useRealTimers();
  }
});

it('speaks English on the English site', () => {
  show(60_000, 'en');
  expect(screen.getByRole('timer')).toHaveTextContent('Requested 1 minute ago');
  expect(
    screen.getByText(
      /^If it is not paid within 30 minutes \(by \d{2}:\d{2}\), the request lapses and 100\.00 baht returns/,
    ),
  ).toBeInTheDocument();
});
