import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import generatePayload from 'promptpay-qr';
import { DepositProcessPopup } from '@/components/wallet/deposit-process-popup';
import { parseBangkok } from '@/lib/bangkok-time';
import { formatDateTime } from '@/lib/dates';
import { watchRequest, type PendingView } from '@/lib/stores/wallet';
import { mockBff, renderWithIntl } from '../../render';
import { profileOf } from '../info/fixtures';

jest.mock('@/lib/hooks/use-member-hint', () => ({ useMemberHint: () => true }));
jest.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

/*
 * Deposit on one phone: the QR saves as a picture for "scan from a picture" in the banking app; the
 * PromptPay id (or the account number) and the exact amount copy with one tap; the member's own
 * account is labelled as the one to pay from, never as the one to pay into.
 */

const QR_IMAGE = 'data:image/png;base64,iVBORw0KGgo=';
const payload = generatePayload('0105560000001', { amount: 1234.5 });
// made a minute ago, Bangkok wall-clock time as the upstream writes it
const created = new Date(Date.now() + 7 * 3600_000 - 60_000).toISOString().slice(0, 19).replace('T', ' ');
const expiry = formatDateTime(parseBangkok(created) + 15 * 60_000, 'th');
const qrPending: PendingView = {
  id: '41',
  type: 'deposit',
  amountSatang: 123_450,
  createdAt: created,
  qrCode: QR_IMAGE,
  qrPayload: payload,
};
const operator = { code: 'scb', accountNumber: '9876543210', name: 'บริษัท ลอบบี้ เดโม จำกัด' };
const own = { code: 'kbank', accountNumber: '1234567890', name: 'สมชาย ใจดี' };

let writeText: jest.Mock;
let drawn: string[];
let share: jest.Mock;

beforeEach(() => {
  writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  drawn = [];
  // jsdom has no canvas: a context that records the card's text, and a PNG out of toBlob
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({
        fillRect: () => undefined,
        fillText: (s: string) => drawn.push(s),
        measureText: (s: string) => ({ width: s.length * 10 }),
        drawImage: () => undefined,
      }) as unknown as CanvasRenderingContext2D,
  );
  jest
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((done) => done(new Blob(['png'], { type: 'image/png' })));
  share = jest.fn().mockResolvedValue(undefined);
});

afterEach(() => {
  act(() => watchRequest(null));
  jest.restoreAllMocks();
  Object.assign(navigator, { share: undefined, canShare: undefined });
});

function open(pending: PendingView, profile = profileOf({ bank: own, toAccount: operator })) {
  mockBff({ '/customers/profile': () => ({ json: profile }) });
  act(() => watchRequest(pending));
  renderWithIntl(<DepositProcessPopup />);
}

describe('QR mode', () => {
  const gateway = profileOf({ bank: own, toAccount: operator, qrCodeName: 'บริษัท ลอบบี้ เดโม จำกัด' });

  it('copies the PromptPay id from the payload and the exact amount without separators', async () => {
    open(qrPending, gateway);
    const promptPay = await screen.findByRole('button', { name: 'คัดลอกหมายเลขพร้อมเพย์' });
    expect(screen.getByText('0105560000001')).toBeInTheDocument();
    await act(async () => fireEvent.click(promptPay));
    expect(writeText).toHaveBeenLastCalledWith('0105560000001');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'คัดลอกยอดโอน' })));
    expect(writeText).toHaveBeenLastCalledWith('1234.50');
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('คัดลอกเรียบร้อย');
    expect(screen.getByText(/สแกนจากรูปในแอปธนาคาร/)).toBeInTheDocument();
  });

  it('shares a PNG of the QR with amount, receiving name and expiry where the phone can share files', async () => {
    const canShare = jest.fn((data: ShareData) => Boolean(data.files?.length));
    Object.assign(navigator, { share, canShare });
    open(qrPending, gateway);
    const save = await screen.findByRole('button', { name: 'บันทึกรูป QR' });
    await act(async () => fireEvent.click(save));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const [file] = share.mock.calls[0][0].files as File[];
    expect(file).toBeInstanceOf(File);
    expect(file!.type).toBe('image/png');
    expect(file!.name).toBe('promptpay-1234.50.png');
    expect(drawn).toEqual(
      expect.arrayContaining([
        '1,234.50 บาท',
        'ผู้รับเงิน บริษัท ลอบบี้ เดโม จำกัด',
        'พร้อมเพย์ 0105560000001',
        // made + the 15-minute window, e.g. 'ชำระภายใน 25 พ.ย. 2569 14:20'
        `ชำระภายใน ${expiry}`,
      ]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('บันทึกรูปแล้ว');
  });

  it('downloads the PNG where the browser cannot share files', async () => {
    Object.assign(navigator, { share, canShare: () => false });
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    URL.createObjectURL = jest.fn(() => 'blob:qr');
    URL.revokeObjectURL = jest.fn();
    open(qrPending, gateway);
    const save = await screen.findByRole('button', { name: 'บันทึกรูป QR' });
    await act(async () => fireEvent.click(save));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(share).not.toHaveBeenCalled();
    expect(clicked[0]!.download).toBe('promptpay-1234.50.png');
    expect(clicked[0]!.href).toBe('blob:qr');
  });

  it('offers no PromptPay id when the payload is missing or asks for another amount', async () => {
    open({ ...qrPending, qrPayload: generatePayload('0105560000001', { amount: 99 }) }, gateway);
    expect(await screen.findByRole('button', { name: 'คัดลอกยอดโอน' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'คัดลอกหมายเลขพร้อมเพย์' })).not.toBeInTheDocument();
    // the picture is still offered, made from the upstream's own image
    expect(screen.getByRole('button', { name: 'บันทึกรูป QR' })).toBeInTheDocument();
  });
});

describe('bank transfer mode', () => {
  it('gives the account to pay into with copy buttons, and labels the member’s own as the one to pay from', async () => {
    open({ ...qrPending, qrCode: null, qrPayload: null });
    const payInto = await screen.findByRole('group', { name: 'โอนเข้าบัญชีนี้' });
    expect(within(payInto).getByText('9876543210')).toBeInTheDocument();
    await act(async () => fireEvent.click(within(payInto).getByRole('button', { name: 'คัดลอกเลขบัญชี' })));
    expect(writeText).toHaveBeenLastCalledWith('9876543210');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'คัดลอกยอดโอน' })));
    expect(writeText).toHaveBeenLastCalledWith('1234.50');

    const payFrom = screen.getByRole('group', { name: 'บัญชีของคุณ: โอนจากบัญชีนี้เท่านั้น' });
    expect(within(payFrom).getByText('1234567890')).toBeInTheDocument();
    expect(within(payFrom).queryByRole('button')).not.toBeInTheDocument();
    expect(within(payInto).queryByText('1234567890')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'บันทึกรูป QR' })).not.toBeInTheDocument();
  });
});
