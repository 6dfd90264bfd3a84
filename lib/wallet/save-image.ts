import { CARD_WIDTH, cardFonts, drawQrCard, type CardContext, type QrCardText } from './qr-card';

/*
 * Turning the deposit QR into a PNG the member keeps, in the browser. On a phone the share sheet
 * (navigator.share with a file) puts it in the gallery or straight into the banking app; where the
 * browser cannot share files, it downloads. The QR library loads only when a card is made, not
 * with the deposit screen.
 */

export type SaveResult = 'shared' | 'downloaded' | 'cancelled';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('QR image did not load'));
    image.src = src;
  });
}

/** The card as a PNG: the QR from `payload` when there is one, else the upstream's `imageSrc`. */
export async function qrCardBlob({
  payload,
  imageSrc,
  text,
}: {
  payload: string | null;
  imageSrc: string | null;
  text: QrCardText;
}): Promise<Blob> {
  const qr = payload
    ? (await import('qrcode')).create(payload, { errorCorrectionLevel: 'M' }).modules
    : imageSrc
      ? await loadImage(imageSrc)
      : null;
  if (!qr) throw new Error('nothing to draw');
  const canvas = document.createElement('canvas');
  canvas.width = CARD_WIDTH;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  // The page's own faces (Sarabun for Thai): a canvas draws with what is loaded, else a fallback font.
  const fontFamily = getComputedStyle(document.body).fontFamily || 'sans-serif';
  await Promise.all(
    cardFonts(fontFamily).map((font) => document.fonts?.load(font, 'กขค 0123').catch(() => [])),
  );
  drawQrCard(ctx as CardContext, (height) => (canvas.height = height), { qr, text, fontFamily });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
  );
}

/** Shares the picture where the browser can share files, else downloads it. */
export async function saveImage(blob: Blob, fileName: string, title: string): Promise<SaveResult> {
  const file = new File([blob], fileName, { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (e) {
      // The member closed the share sheet: nothing to do. Anything else: fall through to a download.
      if (e instanceof DOMException && e.name === 'AbortError') return 'cancelled';
    }
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; revoke it once they have.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return 'downloaded';
}
