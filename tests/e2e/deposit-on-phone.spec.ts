import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { readPromptPay } from '../../lib/wallet/promptpay';
import { expect, test } from './fixtures';
import { MemberBar } from './pages/member-bar';
import {
  AccountCheckDialog,
  DepositPopup,
  DepositProcessPopup,
  MessageDialog,
  PromotionPopup,
} from './pages/wallet-popups';
import { memberTh as m } from './support/member-texts';
import { freshAccountNumber, freshPassword, freshPhone, registerMemberInBrowser } from './support/members';
import { approveRequest, pendingRequestOf } from './support/operator';
import { capturePopup } from './support/screenshots';
import { sitePath, th } from './support/site-locales';

/*
 * A deposit made and paid on one phone (project 'mobile'; the wide screen runs it too): the amount's
 * bounds and quick amounts before typing, a promotion's bonus and turnover for that amount, the QR
 * saved as a picture for "scan from a picture" in the banking app, the PromptPay id and the exact
 * amount copied, the member's own account labelled as the one to pay from, a cancel that asks once,
 * the success dialog with the bonus and the turnover, and afterwards the promotions the member can no
 * longer take, each with the reason. A refusal of the amount is said once, under the field.
 */

const NEW_MEMBER_PROMOTION = 'สมาชิกใหม่ รับโบนัส 50%';
const OPERATOR_PROMPTPAY = '0105560000001'; // casino-api/config.ts, the demo operator's tax id
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The text a QR picture encodes, read as a banking app's "scan from picture" would (jsQR). */
async function qrTextOf(page: Page, png: Buffer): Promise<string | null> {
  const scan = await page.context().newPage();
  try {
    const { width, height, data } = await scan.evaluate(
      async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
        return { width: pixels.width, height: pixels.height, data: Array.from(pixels.data) };
      },
      `data:image/png;base64,${png.toString('base64')}`,
    );
    return jsQR(Uint8ClampedArray.from(data), width, height)?.data ?? null;
  } finally {
    await scan.close();
  }
}

test.describe('deposit on one phone (th)', () => {
  test.use({ siteLocale: th });

  test('bounds, quick amount, promotion terms, saved QR, copies, success with bonus and turnover', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const bar = new MemberBar(page);
    const check = new AccountCheckDialog(page);
    const deposit = new DepositPopup(page);
    const promotions = new PromotionPopup(page);
    const process = new DepositProcessPopup(page);
    const messages = new MessageDialog(page);
    const member = {
      phone: freshPhone(),
      password: freshPassword(),
      bank: 'kbank',
      accountNumber: freshAccountNumber(),
      accountName: 'ทดสอบ มือถือ',
    };
    const shot = (dialog: Parameters<typeof capturePopup>[3], name: string) =>
      capturePopup(page, testInfo, th, dialog, `deposit-phone-${name}`);
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

    await test.step('arrange: a new member, signed in', async () => {
      await page.goto(sitePath(th, '/'));
      await registerMemberInBrowser(page, member);
      await page.goto(sitePath(th, '/'));
      await bar.expectReady();
    });

    await test.step('the amount step says the bounds before typing and offers quick amounts', async () => {
      await bar.openDeposit();
      await expect(check.dialog.getByRole('group', { name: m.wallet.payFromOnly })).toContainText(
        member.accountNumber,
      );
      await check.confirmButton.click();
      await expect(deposit.amount).toHaveValue('');
      await expect(deposit.amount).toHaveAccessibleDescription(m.wallet.amountBounds('100.00', '100,000.00'));
      await shot(deposit.dialog, 'amount');
    });

    await test.step('an amount under the minimum is refused once, under the field', async () => {
      await deposit.deposit('50');
      await expect(deposit.amount).toHaveAccessibleDescription(
        new RegExp(`^${m.upstream.depositBelowMin('100.00')}`),
      );
      // no alert or notification repeating it (Next's empty route announcer is an alert too)
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
      await expect(process.dialog).toHaveCount(0);
    });

    await test.step('a quick amount, then the new-member promotion quoted for it', async () => {
      await deposit.quickAmount('500').click();
      await expect(deposit.amount).toHaveValue('500');
      await deposit.getPromotionButton.click();
      await expect(promotions.option(NEW_MEMBER_PROMOTION)).toContainText(
        `${m.wallet.bonusForAmount}+250.00 บาท`,
      );
      await promotions.option(NEW_MEMBER_PROMOTION).click();
      // the amount came back with the member from the Promotion popup
      await expect(deposit.amount).toHaveValue('500');
      await expect(deposit.term(m.wallet.bonusForAmount)).toHaveText('+250.00 บาท');
      // (500 + 250) × 5 to play before withdrawing
      await expect(deposit.term(m.wallet.turnoverForAmount)).toHaveText('3,750.00 บาท');
      await shot(deposit.dialog, 'terms');
      await deposit.submitButton.click();
    });

    await test.step('pay on this phone: save the QR, copy the PromptPay id and the exact amount', async () => {
      await expect(process.amountToPay('500.00')).toBeVisible();
      await expect(process.dialog.getByText(m.wallet.scanFromGallery, { exact: true })).toBeVisible();
      const [download] = await Promise.all([page.waitForEvent('download'), process.saveQrButton.click()]);
      expect(download.suggestedFilename()).toBe('promptpay-500.00.png');
      const png = await readFile((await download.path())!);
      expect([...png.subarray(0, 8)]).toEqual(PNG_MAGIC);
      expect(png.readUInt32BE(16), 'card width').toBe(720);
      // The saved picture pays exactly what the QR on screen pays: same EMVCo payload, valid CRC,
      // the operator's PromptPay id and this amount.
      const saved = await qrTextOf(page, png);
      const shown = await qrTextOf(page, await process.qr.screenshot());
      expect(saved, 'the saved picture holds a readable QR').toBeTruthy();
      expect(saved).toBe(shown);
      expect(readPromptPay(saved)).toEqual({ id: OPERATOR_PROMPTPAY, kind: 'tax-id', amountSatang: 50_000 });
      await expect(process.dialog.getByText(m.wallet.qrSaved, { exact: true })).toBeVisible();

      await process.copyPromptPayButton.click();
      await expect(process.dialog.getByRole('status').filter({ hasText: m.wallet.copied })).toBeVisible();
      expect(await clipboard()).toBe(OPERATOR_PROMPTPAY);
      await process.copyAmountButton.click();
      expect(await clipboard()).toBe('500.00');

      await expect(process.ownAccount).toContainText(member.accountNumber);
      await expect(process.ownAccount.getByRole('button')).toHaveCount(0);
      await shot(process.dialog, 'process');
    });

    await test.step('cancel asks once, and keeping the deposit changes nothing', async () => {
      await process.cancelButton.click();
      await expect(process.dialog.getByText(m.wallet.cancelConfirm, { exact: true })).toBeVisible();
      await process.keepButton.click();
      await expect(process.cancelButton).toBeVisible();
      expect((await pendingRequestOf(request, member.phone, 'deposit')).amount).toBe('500.00');
    });

    await test.step('staff approve: the success dialog states the bonus and the turnover now required', async () => {
      const pending = await pendingRequestOf(request, member.phone, 'deposit');
      await approveRequest(request, pending.id);
      await expect(messages.of('success')).toBeVisible({ timeout: 25_000 });
      await messages.expectAndClose(
        'success',
        `${m.wallet.depositDone('500.00', '750.00')}\n${m.wallet.bonusLine('250.00', '3,750.00')}`,
      );
    });

    await test.step('while that turnover runs, every promotion is listed as closed, with the reason', async () => {
      await bar.openDeposit();
      await check.confirmButton.click();
      await deposit.getPromotionButton.click();
      const closed = promotions.dialog.getByRole('region', { name: m.wallet.unavailableTitle });
      await expect(closed.getByRole('button')).toHaveCount(3);
      for (const option of await closed.getByRole('button').all()) {
        await expect(option).toBeDisabled();
        await expect(option).toContainText(m.upstream.promotionActive);
      }
      await shot(promotions.dialog, 'promotions-closed');
    });
  });
});
