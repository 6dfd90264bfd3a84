import { expect, test } from './fixtures';
import { DevicesSection, devicesTh } from './pages/devices-section';
import { InformationPopup } from './pages/information-popup';
import { LoginPage } from './pages/login-page';
import { MemberBar } from './pages/member-bar';
import { freshPassword, freshPhone, registerMemberViaApi } from './support/members';
import { sitePath, th } from './support/site-locales';

/*
 * Devices signed in (docs/security.md, Sessions): a player signed in on a phone and on a stranger's
 * iPhone sees both in the Information popup, signs the iPhone out, and the iPhone is sent to log in.
 * A fresh member, so that no other journey's sign-ins as the demo member show up in the list.
 */

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const iphone = devicesTh.device('Safari', 'iOS');

test('a member sees both devices, signs the other one out, and it has to log in again', async ({
  browser,
  page,
  request,
  loginPage,
}) => {
  // two browsers, two logins and a registration: more than the default 30 s on a busy machine
  test.setTimeout(120_000);
  const phone = freshPhone();
  const password = freshPassword();
  await registerMemberViaApi(request, phone, password);

  const elsewhere = await browser.newContext({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });
  const other = await elsewhere.newPage();
  // The seeded announcement opens on full page loads; the fixture closes it on `page`, this does on the iPhone.
  const announcement = other.getByRole('dialog', { name: th.announcement.title, exact: true });
  await other.addLocatorHandler(announcement, async (dialog) => {
    await dialog
      .getByRole('button', { name: th.announcement.close, exact: true })
      .last()
      .dispatchEvent('click');
  });
  try {
    const otherLogin = new LoginPage(other, th);
    await test.step('the member signs in on an iPhone', async () => {
      await otherLogin.goto();
      await otherLogin.login(phone, password);
      // the member bar loads on demand once signed in; a second browser on a busy machine takes a while
      await expect(new MemberBar(other).root).toBeVisible({ timeout: 20_000 });
    });

    await test.step('then here, and is told when and on what device they last signed in', async () => {
      await loginPage.goto();
      await loginPage.login(phone, password);
      await new MemberBar(page).expectReady();
      const notice = page.getByRole('status').filter({ hasText: devicesTh.lastSignIn(iphone) });
      await expect(notice).toBeVisible();
      // it sits over the member bar; the player closes it
      await notice.getByRole('button', { name: 'ปิด', exact: true }).click();
      await expect(notice).toBeHidden();
    });

    const info = new InformationPopup(page);
    const devices = new DevicesSection(info);
    await test.step('the Information popup lists both, this one marked', async () => {
      await new MemberBar(page).openAccount();
      await info.select(0);
      await expect(devices.rows).toHaveCount(2);
      await expect(devices.thisDevice()).toHaveCount(1);
      await expect(devices.row(iphone)).toHaveCount(1);
      await expect(devices.row(iphone).getByText(devicesTh.thisDevice, { exact: true })).toHaveCount(0);
      // both signed in from this machine: the same internet, in words, never the address itself
      await expect(devices.row(iphone)).toContainText(devicesTh.sameNetwork);
      await expect(devices.root).not.toContainText('127.0.0');
    });

    await test.step('signing the iPhone out leaves only this device', async () => {
      await devices.signOut(iphone);
      await expect(devices.rows).toHaveCount(1);
      await expect(devices.root.getByText(devicesTh.onlyThis, { exact: true })).toBeVisible();
    });

    await test.step('the iPhone is sent to log in at its next page', async () => {
      await other.goto(sitePath(th, '/deposit'));
      await otherLogin.expectReady();
      await expect(other).toHaveURL(/\/login\?next=/);
    });
  } finally {
    await elsewhere.close();
  }
});
