/*
 * The deposit QR as a picture the member keeps (deposit on one phone: save the QR, then "scan from a
 * picture" in the banking app). The QR is drawn module by module from the same PromptPay payload the
 * screen's QR encodes, beside the amount, the receiving name and when the request expires, so the
 * picture alone says what to pay, to whom and until when. Without a payload (an upstream that sends
 * only the image) the upstream's own image is drawn instead.
 */

/** What a QR library gives for a payload: a square of dark and light modules. */
export interface QrModules {
  size: number;
  get(row: number, col: number): number | boolean;
}

export interface QrCardText {
  title: string;
  amountLabel: string;
  /** '500.00 บาท' */
  amount: string;
  /** 'ผู้รับเงิน บริษัท ลอบบี้ เดโม จำกัด' */
  name: string | null;
  /** 'พร้อมเพย์ 0105560000001' */
  promptPay: string | null;
  /** 'ชำระภายใน 25 พ.ย. 2569 14:20' */
  expiry: string;
  note: string;
}

/** The subset of CanvasRenderingContext2D the card uses (tests pass a recorder). */
export type CardContext = Pick<
  CanvasRenderingContext2D,
  'fillStyle' | 'font' | 'textAlign' | 'textBaseline' | 'imageSmoothingEnabled'
> &
  Pick<CanvasRenderingContext2D, 'fillRect' | 'fillText' | 'measureText'> & {
    drawImage(image: CanvasImageSource, dx: number, dy: number, dw: number, dh: number): void;
  };

export const CARD_WIDTH = 720;
const PAD = 48;
const QR_BOX = 528;
/** EMVCo QR readers want four light modules around the code. */
const QUIET_MODULES = 4;

type Line = { text: string; size: number; weight: 400 | 700; color: string; gapBefore: number };

/** Splits text into lines no wider than `max` (Thai has no spaces between words: by character then). */
export function wrap(measure: (s: string) => number, text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  const tokens = text.includes(' ') ? text.split(/(?<= )/) : [...text];
  for (const token of tokens) {
    const next = line + token;
    if (line && measure(next.trimEnd()) > max) {
      lines.push(line.trimEnd());
      line = token.trimStart();
      // a single token wider than the card (a long Thai word): break it by character
      while (measure(line) > max && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && measure(line.slice(0, cut)) > max) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    } else {
      line = next;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

function linesOf(text: QrCardText): Line[] {
  const dark = '#1b1530';
  const muted = '#5d5873';
  const out: Line[] = [{ text: text.title, size: 34, weight: 700, color: dark, gapBefore: 0 }];
  const afterQr: Line[] = [
    { text: text.amountLabel, size: 26, weight: 400, color: muted, gapBefore: 28 },
    { text: text.amount, size: 56, weight: 700, color: dark, gapBefore: 6 },
  ];
  if (text.name) afterQr.push({ text: text.name, size: 28, weight: 400, color: dark, gapBefore: 14 });
  if (text.promptPay)
    afterQr.push({ text: text.promptPay, size: 28, weight: 400, color: dark, gapBefore: 6 });
  afterQr.push({ text: text.expiry, size: 30, weight: 700, color: '#b3261e', gapBefore: 18 });
  afterQr.push({ text: text.note, size: 24, weight: 400, color: muted, gapBefore: 10 });
  return [...out, ...afterQr];
}

const fontOf = (line: Pick<Line, 'size' | 'weight'>, family: string) =>
  `${line.weight} ${line.size}px ${family}`;

/** Every font the card asks for, so the page can load them before drawing (document.fonts.load). */
export function cardFonts(family: string): string[] {
  return [fontOf({ size: 34, weight: 700 }, family), fontOf({ size: 28, weight: 400 }, family)];
}

/**
 * Lays the card out and draws it; `resize` sets the canvas height once the wrapped text is known
 * (resizing a canvas clears it, so drawing starts after). Returns the card's height.
 */
export function drawQrCard(
  ctx: CardContext,
  resize: (height: number) => void,
  { qr, text, fontFamily }: { qr: QrModules | CanvasImageSource; text: QrCardText; fontFamily: string },
): number {
  const maxText = CARD_WIDTH - PAD * 2;
  const laid = linesOf(text).map((line) => {
    ctx.font = fontOf(line, fontFamily);
    return { line, rows: wrap((s) => ctx.measureText(s).width, line.text, maxText) };
  });
  const [title, ...rest] = laid;
  const rowHeight = (size: number) => Math.round(size * 1.45);
  const block = (items: typeof laid) =>
    items.reduce((h, { line, rows }) => h + line.gapBefore + rows.length * rowHeight(line.size), 0);
  const qrTop = PAD + block([title!]) + 24;
  const height = qrTop + QR_BOX + block(rest) + PAD;
  resize(height);

  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, CARD_WIDTH, height);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  let y = PAD;
  const write = ({ line, rows }: (typeof laid)[number]) => {
    y += line.gapBefore;
    ctx.font = fontOf(line, fontFamily);
    ctx.fillStyle = line.color;
    for (const row of rows) {
      ctx.fillText(row, CARD_WIDTH / 2, y);
      y += rowHeight(line.size);
    }
  };
  write(title!);
  drawQr(ctx, qr, (CARD_WIDTH - QR_BOX) / 2, qrTop);
  y = qrTop + QR_BOX;
  rest.forEach(write);
  return height;
}

function isModules(qr: QrModules | CanvasImageSource): qr is QrModules {
  return typeof (qr as QrModules).get === 'function' && typeof (qr as QrModules).size === 'number';
}

function drawQr(ctx: CardContext, qr: QrModules | CanvasImageSource, left: number, top: number): void {
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(left, top, QR_BOX, QR_BOX);
  if (!isModules(qr)) {
    // the upstream's PNG already has its quiet zone; scaled without smoothing it stays sharp
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(qr, left, top, QR_BOX, QR_BOX);
    return;
  }
  // whole pixels per module, so no module is drawn blurred between two pixels
  const cell = Math.floor(QR_BOX / (qr.size + QUIET_MODULES * 2));
  const offset = Math.floor((QR_BOX - cell * qr.size) / 2);
  ctx.fillStyle = '#000000';
  for (let row = 0; row < qr.size; row++) {
    for (let col = 0; col < qr.size; col++) {
      if (qr.get(row, col)) ctx.fillRect(left + offset + col * cell, top + offset + row * cell, cell, cell);
    }
  }
}
