import type { Page } from '@playwright/test';
import { demoMember, expect, test } from './fixtures';
import { InformationPopup } from './pages/information-popup';
import { MemberBar } from './pages/member-bar';
import { freshAccountNumber, freshPassword, freshPhone, registerMemberInBrowser } from './support/members';
import { CASINO_API_URL } from './support/servers';
import { en, sitePath, th } from './support/site-locales';

/*
 * Spec §2 access guard and §4 login/logout, and docs/architecture.md §4: the upstream bearer token lives
 * only in the sealed HttpOnly cookie, so nothing the page's script can read may carry it.
 */

const SESSION_COOKIE = 'lobby_session';

/** The URL check for "the login page of this language, remembering where the guest was going". */
function loginPageWithNext(login: string, next: string) {
  return (url: URL) => url.pathname === login && url.searchParams.get('next') === next;
}

async function pageFetchJson(page: Page, path: string): Promise<{ status: number; body: unknown }> {
  return page.evaluate(async (url) => {
    const res = await fetch(url, { credentials: 'same-origin' });
    return { status: res.status, body: (await res.json()) as unknown };
  }, path);
}

for (const siteLocale of [th, en]) {
  test.describe(`login and logout (${siteLocale.htmlLang})`, () => {
    test.use({ siteLocale });

    const depositPath = sitePath(siteLocale, '/deposit');
    const loginPath = sitePath(siteLocale, '/login');
    const homePath = sitePath(siteLocale, '/');
    const nextParam = `${siteLocale.prefix}/deposit`;

    test('a guest is sent to log in, lands on the page they asked for, and the token never reaches the page', async ({
      page,
      context,
      request,
      loginPage,
      header,
      memberPage,
    }) => {
      await page.goto(depositPath);
      await expect(page).toHaveURL(loginPageWithNext(loginPath, nextParam));
      await loginPage.expectReady();

      await loginPage.login(demoMember.phone, demoMember.password);

      await expect(page).toHaveURL((url) => url.pathname === depositPath);
      await expect(memberPage.heading(siteLocale.depositTitle)).toBeVisible();
      await expect(memberPage.figure(demoMember.credit)).toBeVisible();
      await header.expectSignedIn(demoMember.phone, demoMember.credit);

      // The session cookie: HttpOnly, Lax, scoped to the site, and invisible to script.
      const session = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
      expect(session, 'session cookie set').toBeDefined();
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/lobby' });
      expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);

      // The cookie is sealed, not the upstream token: the Casino API, which takes a real token
      // (the control), refuses the cookie's value as a bearer.
      const upstreamProfile = (token: string) =>
        request.get(`${CASINO_API_URL}/customers/profile`, { headers: { authorization: `Bearer ${token}` } });
      const upstreamLogin = await request.post(`${CASINO_API_URL}/login`, {
        form: { phone: demoMember.phone, password: demoMember.password },
      });
      const { access_token: realToken } = (await upstreamLogin.json()) as { access_token: string };
      expect((await upstreamProfile(realToken)).status(), 'control: upstream accepts a real token').toBe(200);
      expect(
        (await upstreamProfile(session!.value)).status(),
        'upstream rejects the cookie value as a bearer token',
      ).toBe(401);

      // What script can reach — the BFF's answers and the page itself — carries no token.
      const profile = await pageFetchJson(page, '/lobby/api/customers/profile');
      expect(profile.status).toBe(200);
      expect(profile.body).toMatchObject({ phone: demoMember.phone });
      expect(profile.body).not.toHaveProperty('access_token');
      expect(JSON.stringify(profile.body)).not.toContain('access_token');
      const html = await page.content();
      expect(html).not.toContain('access_token');
      expect(html).not.toContain('Bearer');
      expect(html).not.toContain(session!.value);

      await header.logout();
      await expect(page).toHaveURL((url) => url.pathname === homePath);
      await expect(header.loginButton).toBeVisible();
      await expect(header.logoutButton).toHaveCount(0);
      expect((await context.cookies()).find((c) => c.name === SESSION_COOKIE)).toBeUndefined();

      await page.goto(depositPath);
      await expect(page).toHaveURL(loginPageWithNext(loginPath, nextParam));
      await expect(loginPage.heading).toBeVisible();
    });

    test('/authentication is the authentication page under its other name (spec §2)', async ({
      page,
      request,
    }) => {
      const query = `?${new URLSearchParams({ next: nextParam })}`;
      const res = await request.get(`${sitePath(siteLocale, '/authentication')}${query}`, {
        maxRedirects: 0,
      });
      expect(res.status()).toBe(308);
      const location = new URL(res.headers()['location'] ?? '', 'http://site');
      expect(location.pathname).toBe(sitePath(siteLocale, '/authenticate'));
      expect(location.searchParams.get('next')).toBe(nextParam);

      // A guest checked there goes on to log in, still remembering where they were going (after the
      // page has hydrated and asked the BFF, hence the longer wait).
      await page.goto(`${sitePath(siteLocale, '/authentication')}${query}`);
      await expect(page).toHaveURL(loginPageWithNext(loginPath, nextParam), { timeout: 15_000 });
    });

    test('a wrong password shows the error alert and notification and keeps the visitor on the login page', async ({
      page,
      loginPage,
    }) => {
      await loginPage.goto();

      await loginPage.login(demoMember.phone, 'Wrong9999');

      // Spec §4 and §8: a failed login is shown as the form's alert and as an error notification.
      await expect(loginPage.alert(siteLocale.login.wrongCredentials)).toBeVisible();
      await expect(loginPage.notification(siteLocale.login.wrongCredentials)).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === loginPath);
      // Spec §4: the password is cleared after a failed attempt.
      await expect(loginPage.password).toHaveValue('');
    });
  });
}

test.describe('login form (th)', () => {
  test('leaving the phone empty after touching it says it is required', async ({ loginPage }) => {
    await loginPage.goto();

    await loginPage.phone.focus();
    await loginPage.phone.blur();

    await expect(loginPage.form.getByText(th.login.phoneRequired, { exact: true })).toBeVisible();
    await expect(loginPage.phone).toHaveAccessibleDescription(th.login.phoneRequired);
    await expect(loginPage.phone).toHaveAttribute('aria-invalid', 'true');
    await expect(loginPage.submitButton).toBeDisabled();
  });

  test('the show/hide button reveals and hides the password', async ({ loginPage }) => {
    await loginPage.goto();
    await loginPage.password.fill('Secret123');
    await expect(loginPage.password).toHaveAttribute('type', 'password');

    await loginPage.showPasswordButton.click();
    await expect(loginPage.password).toHaveAttribute('type', 'text');
    await expect(loginPage.password).toHaveValue('Secret123');
    await expect(loginPage.hidePasswordButton).toHaveAttribute('aria-pressed', 'true');

    await loginPage.hidePasswordButton.click();
    await expect(loginPage.password).toHaveAttribute('type', 'password');
    await expect(loginPage.showPasswordButton).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('password change (th)', () => {
  test('a changed password ends the session on the login page, which says why; the new one signs in', async ({
    page,
    loginPage,
  }) => {
    const member = {
      phone: freshPhone(),
      password: freshPassword(),
      bank: 'kbank',
      accountNumber: freshAccountNumber(),
      accountName: 'ทดสอบ เปลี่ยนรหัส',
    };
    const next = freshPassword('Newer');
    await page.goto(sitePath(th, '/'));
    await registerMemberInBrowser(page, member);
    await page.goto(sitePath(th, '/u'));
    const info = new InformationPopup(page);
    await expect(info.dialog).toBeVisible();
    await info.dialog.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน', exact: true }).click();
    await info.dialog.getByLabel('รหัสผ่านเดิม', { exact: true }).fill(member.password);
    await info.dialog.getByLabel('รหัสผ่านใหม่', { exact: true }).fill(next);
    await info.dialog.getByLabel('ยืนยันรหัสผ่านใหม่', { exact: true }).fill(next);
    await info.dialog.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่', exact: true }).click();
    await expect(page).toHaveURL(/\/lobby\/login\?reason=password-changed$/);
    await expect(page.getByRole('status').filter({ hasText: 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว' })).toHaveText(
      'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่',
    );
    await loginPage.login(member.phone, next);
    await new MemberBar(page).expectReady();
  });
});
