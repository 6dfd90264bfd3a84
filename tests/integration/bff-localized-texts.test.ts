import { GET as profile } from '@/app/api/customers/profile/route';
import { POST as login } from '@/app/api/login/route';
import { GET as notification } from '@/app/api/notification/route';
import { GET as promotions } from '@/app/api/promotions/route';
import { resetConfigForTests } from '@/lib/config';
import { bffRequest, sessionCookieOf, startLiveUpstream } from './live-upstream';

/*
 * The BFF hands the browser the promotion names and the announcement in every language the upstream
 * gives (docs/architecture.md, "Upstream text in three languages"): the page picks its own.
 */

let upstream: Awaited<ReturnType<typeof startLiveUpstream>>;
beforeAll(async () => {
  resetConfigForTests();
  upstream = await startLiveUpstream();
});
afterAll(() => upstream.stop());

const newMember = { th: 'สมาชิกใหม่ รับโบนัส 50%', en: 'New members: 50% bonus', zh: '新会员 50% 奖金' };

it("passes each promotion's names on, in the public list and in the member's profile", async () => {
  const list = (await (await promotions(bffRequest('/promotions'))).json()) as Array<{ name: string }>;
  expect(list[0]).toMatchObject({ name: newMember.th, names: newMember });

  const cookie = sessionCookieOf(
    await login(bffRequest('/login', { body: { phone: '0898765432', password: 'Demo1234' } })),
  );
  const view = (await (await profile(bffRequest('/customers/profile', { cookie }))).json()) as {
    promotions: Array<{ name: string; names: object }>;
  };
  expect(view.promotions[0]).toMatchObject({ name: newMember.th, names: newMember });
});

it('passes the announcement on in each language, with spec §3 content as it was', async () => {
  const [first] = (await (await notification(bffRequest('/notification'))).json()) as Array<{
    content: string;
    contents: Record<string, string>;
  }>;
  expect(first!.content).toMatch(/^ยินดีต้อนรับสู่ Lobby Demo/);
  expect(first!.contents).toEqual({
    th: first!.content,
    en: expect.stringMatching(/^Welcome to Lobby Demo/),
    zh: expect.stringMatching(/^欢迎来到 Lobby Demo/),
  });
});
