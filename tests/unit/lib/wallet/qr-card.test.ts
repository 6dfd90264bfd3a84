import QRCode from 'qrcode';
import generatePayload from 'promptpay-qr';
import { CARD_WIDTH, drawQrCard, wrap, type CardContext, type QrCardText } from '@/lib/wallet/qr-card';

/*
 * The saved deposit picture: the QR drawn module by module from the payload the screen's QR encodes,
 * with the amount, the receiving name and the expiry written under it.
 */

/** A 2D context that remembers what was drawn; text is 10 px per character wide. */
function recorder() {
  const rects: Array<{ x: number; y: number; w: number; h: number; fill: string }> = [];
  const texts: Array<{ text: string; y: number; font: string; fill: string }> = [];
  const images: unknown[] = [];
  const ctx = {
    fillStyle: '',
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    imageSmoothingEnabled: true,
    fillRect(x: number, y: number, w: number, h: number) {
      rects.push({ x, y, w, h, fill: String(this.fillStyle) });
    },
    fillText(text: string, _x: number, y: number) {
      texts.push({ text, y, font: this.font, fill: String(this.fillStyle) });
    },
    measureText: (s: string) => ({ width: s.length * 10 }) as TextMetrics,
    drawImage: (image: unknown) => images.push(image),
  };
  return { ctx: ctx as unknown as CardContext, rects, texts, images };
}

const text: QrCardText = {
  title: 'สแกนจ่ายด้วยแอปธนาคาร',
  amountLabel: 'ยอดที่ต้องโอน',
  amount: '1,234.50 บาท',
  name: 'ผู้รับเงิน บริษัท ลอบบี้ เดโม จำกัด',
  promptPay: 'พร้อมเพย์ 0105560000001',
  expiry: 'ชำระภายใน 25 พ.ย. 2569 14:20',
  note: 'ใช้รูปนี้จ่ายได้ครั้งเดียวเท่านั้น',
};

it('draws every dark module of the payload’s QR, square and on whole pixels', () => {
  const payload = generatePayload('0105560000001', { amount: 1234.5 });
  const modules = QRCode.create(payload, { errorCorrectionLevel: 'M' }).modules;
  const { ctx, rects } = recorder();
  let height = 0;
  drawQrCard(ctx, (h) => (height = h), { qr: modules, text, fontFamily: 'Sarabun' });

  const black = rects.filter((r) => r.fill === '#000000');
  let dark = 0;
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) dark++;
  expect(black).toHaveLength(dark);
  const cell = black[0]!.w;
  expect(Number.isInteger(cell) && cell >= 6).toBe(true);
  for (const r of black) expect([r.w, r.h, r.x % 1, r.y % 1]).toEqual([cell, cell, 0, 0]);
  // the module grid is the QR's: module (row, col) is at origin + (col, row) × cell
  const origin = { x: Math.min(...black.map((r) => r.x)), y: Math.min(...black.map((r) => r.y)) };
  for (const r of black) expect(modules.get((r.y - origin.y) / cell, (r.x - origin.x) / cell)).toBeTruthy();
  // a quiet zone of at least four light modules on every side, inside the white card
  expect(origin.x).toBeGreaterThanOrEqual((CARD_WIDTH - 528) / 2 + 4 * cell);
  expect(rects[0]).toEqual({ x: 0, y: 0, w: CARD_WIDTH, h: height, fill: '#ffffff' });
});

it('writes the title above the QR and the amount, name, PromptPay id, expiry and note below it', () => {
  const { ctx, rects, texts } = recorder();
  drawQrCard(ctx, () => undefined, {
    qr: QRCode.create(generatePayload('0812345678', { amount: 500 }), {}).modules,
    text,
    fontFamily: 'Sarabun',
  });
  const qrTop = Math.min(...rects.filter((r) => r.fill === '#000000').map((r) => r.y));
  const qrBottom = Math.max(...rects.filter((r) => r.fill === '#000000').map((r) => r.y + r.h));
  expect(texts[0]).toMatchObject({ text: text.title });
  expect(texts[0]!.y).toBeLessThan(qrTop);
  const below = texts.slice(1);
  expect(below.map((t) => t.text)).toEqual([
    text.amountLabel,
    text.amount,
    text.name,
    text.promptPay,
    text.expiry,
    text.note,
  ]);
  for (const t of below) expect(t.y).toBeGreaterThan(qrBottom);
  expect(below[1]!.font).toBe('700 56px Sarabun');
  expect(below.map((t) => t.y)).toEqual([...below.map((t) => t.y)].sort((a, b) => a - b));
});

it('draws the upstream image when there is no payload, and leaves out lines it does not have', () => {
  const { ctx, texts, images } = recorder();
  const image = { width: 280, height: 280 } as unknown as CanvasImageSource;
  drawQrCard(ctx, () => undefined, {
    qr: image,
    text: { ...text, name: null, promptPay: null },
    fontFamily: 'Sarabun',
  });
  expect(images).toEqual([image]);
  expect(texts.map((t) => t.text)).not.toContain(text.promptPay);
  expect(texts).toHaveLength(5);
});

it('wraps a long line within the card, Thai (no spaces) by character', () => {
  const measure = (s: string) => s.length * 10;
  expect(wrap(measure, 'aaaa bbbb cccc', 95)).toEqual(['aaaa bbbb', 'cccc']);
  const thai = 'ก'.repeat(25);
  expect(wrap(measure, thai, 100)).toEqual(['ก'.repeat(10), 'ก'.repeat(10), 'ก'.repeat(5)]);
  expect(wrap(measure, `x ${'y'.repeat(23)}`, 100)).toEqual(['x', 'y'.repeat(10), 'y'.repeat(10), 'yyy']);
});
