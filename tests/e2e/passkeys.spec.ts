import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { InformationPopup } from './pages/information-popup';
import { LoginPage } from './pages/login-page';
import { MemberBar } from './pages/member-bar';
import { WithdrawPopup, WithdrawProcessPopup } from './pages/wallet-popups';
import { freshAccountNumber, freshPassword, freshPhone, registerMemberInBrowser } from './support/members';
import { approveRequest, pendingRequestOf } from './support/operator';
import { BASE_PATH, E2E_STEP_UP_SECONDS, SITE_ORIGIN } from './support/servers';
import { sitePath, th } from './support/site-locales';

/*
 * Passkeys and step-up (docs/security.md, "Passkeys and step-up") with Chromium's virtual authenticator
 * (CDP WebAuthn domain: a platform authenticator with resident keys and user verification, as a phone's
 * fingerprint reader is): a member adds a passkey, signs out, signs in with the passkey alone and sees
 * their credit; once their proof is older than the step-up window a withdrawal is refused until they
 * touch the passkey, then goes through with the amount they typed; a removed passkey signs in no more.
 */

const t = {
  passkeysTitle: 'พาสคีย์',
  add: 'เพิ่มพาสคีย์',
  added: 'เพิ่มพาสคีย์เรียบร้อยแล้ว',
  signIn: 'เข้าสู่ระบบด้วยพาสคีย์',
  stepUpTitle: 'ยืนยันว่าเป็นคุณ',
  usePasskey: 'ยืนยันด้วยพาสคีย์',
  removed: 'ลบพาสคีย์แล้ว',
  failed: 'ใช้พาสคีย์ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  methodPasskey: 'เข้าด้วยพาสคีย์',
};

async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

async function logOut(page: Page): Promise<void> {
  const res = await page.request.post(`${BASE_PATH}/api/logout`, {
    headers: { origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
    data: {},
  });
  expect(res.status()).toBe(200);
}

/** Arrange: a settled deposit through the site's BFF and the operator API, so there is credit to withdraw. */
async function deposited(page: Page, request: Parameters<typeof approveRequest>[0], phone: string) {
  const answer = await page.evaluate(
    async ([url, body]) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify(body),
      });
      return { status: res.status, text: await res.text() };
    },
    [`${BASE_PATH}/api/requests/deposit`, { amount: '300', promotion_id: 0 }] as const,
  );
  expect(answer.status, answer.text).toBe(200);
  await approveRequest(request, (await pendingRequestOf(request, phone, 'deposit')).id);
}

test.describe('passkeys (th)', () => {
  test.use({ siteLocale: th });

  test('add a passkey, sign in with it alone, prove yourself before a withdrawal, remove it', async ({
    page,
    request,
  }) => {
    // waits out the step-up window once
    test.setTimeout(E2E_STEP_UP_SECONDS * 1000 + 180_000);
    const member = {
      phone: freshPhone(),
      password: freshPassword(),
      bank: 'kbank',
      accountNumber: freshAccountNumber(),
      accountName: 'ทดสอบ พาสคีย์',
    };
    const bar = new MemberBar(page);
    const info = new InformationPopup(page);
    const loginPage = new LoginPage(page, th);
    const passkeys = info.dialog.locator('section', {
      has: page.getByRole('heading', { name: t.passkeysTitle }),
    });
    await page.goto(sitePath(th, '/'));
    await registerMemberInBrowser(page, member);
    await deposited(page, request, member.phone);
    const authenticator = await virtualAuthenticator(page);

    await test.step('the member adds a passkey from the Information popup', async () => {
      await page.goto(sitePath(th, '/lobby'));
      await bar.expectReady();
      await bar.openAccount();
      await info.select(0);
      await passkeys.getByRole('button', { name: t.add, exact: true }).click();
      await expect(page.getByText(t.added)).toBeVisible();
      await expect(passkeys.getByRole('listitem')).toHaveCount(1);
      const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', {
        authenticatorId: authenticator.id,
      });
      expect(credentials).toHaveLength(1);
      expect(credentials[0]!.isResidentCredential).toBe(true);
    });

    let signedInAt = 0;
    await test.step('signs out and back in with the passkey alone: the member bar shows the credit', async () => {
      await logOut(page);
      await loginPage.goto();
      await page.getByRole('button', { name: t.signIn, exact: true }).click();
      await bar.expectReady();
      signedInAt = Date.now();
      await expect(bar.credit).toHaveText('300.00');
      await bar.openAccount();
      await info.select(0);
      await expect(info.dialog.getByText(t.methodPasskey).first()).toBeVisible();
    });

    await test.step('past the step-up window, a withdrawal asks for the passkey, then goes through', async () => {
      await page.waitForTimeout(Math.max(0, signedInAt + (E2E_STEP_UP_SECONDS + 2) * 1000 - Date.now()));
      await page.goto(sitePath(th, '/lobby'));
      await bar.expectReady();
      await bar.openWithdraw();
      const withdraw = new WithdrawPopup(page);
      await withdraw.withdraw('100');
      const stepUp = page.getByRole('dialog', { name: t.stepUpTitle, exact: true });
      await expect(stepUp).toBeVisible();
      await stepUp.getByRole('button', { name: t.usePasskey, exact: true }).click();
      await expect(stepUp).toBeHidden();
      await expect(new WithdrawProcessPopup(page).waiting('100.00')).toBeVisible();
      expect((await pendingRequestOf(request, member.phone, 'withdraw')).amount).toBe('100.00');
    });

    await test.step('removed, the passkey signs in no more', async () => {
      await page.goto(sitePath(th, '/lobby'));
      await bar.expectReady();
      await bar.openAccount();
      await info.select(0);
      page.once('dialog', (d) => void d.accept());
      await passkeys.getByRole('button', { name: /^ลบ / }).click();
      await expect(page.getByText(t.removed)).toBeVisible();
      await expect(passkeys.getByRole('listitem')).toHaveCount(0);
      await logOut(page);
      await loginPage.goto();
      await page.getByRole('button', { name: t.signIn, exact: true }).click();
      await expect(page.getByText(t.failed)).toBeVisible();
      await loginPage.expectReady();
    });
  });
});
