import { saveImage } from '@/lib/wallet/save-image';

/* The saved QR: the share sheet where files can be shared, else a download; closing the sheet is not an error. */

const png = new Blob(['png'], { type: 'image/png' });
let clicked: HTMLAnchorElement[];

beforeEach(() => {
  clicked = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  URL.createObjectURL = jest.fn(() => 'blob:qr');
  URL.revokeObjectURL = jest.fn();
});

afterEach(() => {
  jest.restoreAllMocks();
  Object.assign(navigator, { share: undefined, canShare: undefined });
});

it('does nothing more when the member closes the share sheet', async () => {
  const share = jest.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
  Object.assign(navigator, { share, canShare: () => true });
  await expect(saveImage(png, 'qr.png', 'QR')).resolves.toBe('cancelled');
  expect(share).toHaveBeenCalledWith({ files: [expect.any(File)], title: 'QR' });
  expect(clicked).toEqual([]);
});

it('downloads when sharing fails for another reason', async () => {
  Object.assign(navigator, {
    share: jest.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError')),
    canShare: () => true,
  });
  await expect(saveImage(png, 'qr.png', 'QR')).resolves.toBe('downloaded');
  expect(clicked.map((a) => [a.download, a.href])).toEqual([['qr.png', 'blob:qr']]);
  // the link does not stay in the page
  expect(document.querySelector('a[download]')).toBeNull();
});

it('downloads where the browser has no Web Share at all', async () => {
  await expect(saveImage(png, 'qr.png', 'QR')).resolves.toBe('downloaded');
  expect(clicked).toHaveLength(1);
});
