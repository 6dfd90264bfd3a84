import { passkeyMessages } from '../../casino-api/http/messages';
import { SoftPasskey } from '../soft-authenticator';
import { demo, expectContract, startTestApi, stopTestApi, type TestApi } from './helpers';

/*
 * The passkey extension (casino-api/README.md, "Passkeys"): a member adds a passkey, signs in with it
 * alone, proves themselves with it again (step-up), renames and removes it. The relying party's own
 * duties are checked here: one use per challenge, only the configured origins, the signature counter
 * (a clone is refused) and the backup-eligibility flag that may not change.
 */

const origin = 'https://member.example';
let api: TestApi;
let token: string;
let otherToken: string;
beforeAll(async () => {
  api = await startTestApi({
    config: { passkeys: { rpId: 'member.example', rpName: 'Lobby Test', origins: [origin] } },
  });
  token = await api.login(demo.phone, demo.password);
  otherToken = await api.login(demo.newcomer, demo.password);
});
afterAll(() => stopTestApi(api));

async function addPasskey(key: SoftPasskey, name = 'My phone', t = token) {
  const options = await api.call('POST', '/customers/passkeys/options', { token: t, json: {} });
  expect(options.status).toBe(200);
  const { challenge_id, options: creation } = expectContract('passkeyRegistrationOptions', options.body).data;
  return api.call('POST', '/customers/passkeys', {
    token: t,
    json: { challenge_id, name, response: key.register(creation) },
  });
}

async function signInWith(key: SoftPasskey, opts: { keepCounter?: boolean; origin?: string } = {}) {
  const options = await api.call('POST', '/passkeys/authentication/options', { json: {} });
  expect(options.status).toBe(200);
  const { challenge_id, options: request } = expectContract(
    'passkeyAuthenticationOptions',
    options.body,
  ).data;
  const json = { challenge_id, response: key.authenticate(request, opts) };
  return { json, answer: await api.call('POST', '/passkeys/authentication', { json }) };
}

const list = async (t = token) =>
  expectContract('passkeys', (await api.call('GET', '/customers/passkeys', { token: t })).body).data;

const events = (kind: string) =>
  api.db
    .selectFrom('account_events')
    .selectAll()
    .where('kind', '=', kind as never)
    .execute();

describe('passkeys', () => {
  it('names its relying party', async () => {
    const res = await api.call('GET', '/passkeys');
    expect(expectContract('passkeySupport', res.body).data).toEqual({ rp_id: 'member.example' });
  });

  it('adds a passkey with user verification and a discoverable credential, and lists it', async () => {
    const options = await api.call('POST', '/customers/passkeys/options', { token, json: {} });
    const creation = expectContract('passkeyRegistrationOptions', options.body).data.options as {
      rp: { id: string };
      authenticatorSelection: Record<string, string>;
      user: { name: string };
    };
    expect(creation.rp.id).toBe('member.example');
    expect(creation.user.name).toBe(demo.phone);
    expect(creation.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });

    const key = new SoftPasskey({ origin });
    const added = await addPasskey(key, 'Pixel 8');
    expect(added.status).toBe(200);
    expect(expectContract('passkeyRegister', added.body).data).toMatchObject({
      name: 'Pixel 8',
      device_type: 'singleDevice',
      backed_up: false,
      last_used_at: null,
    });
    expect((await list()).map((p) => p.name)).toEqual(['Pixel 8']);
    expect(await list(otherToken)).toEqual([]);
    expect((await events('passkey_added')).map((e) => e.detail)).toEqual(['Pixel 8']);
  });

  it('signs in with the passkey alone: a member token, the phone, and the time it was used', async () => {
    const key = new SoftPasskey({ origin, backupEligible: true });
    expect((await addPasskey(key, 'iPhone')).status).toBe(200);
    const { answer } = await signInWith(key);
    expect(answer.status).toBe(200);
    const login = expectContract('passkeyLogin', answer.body);
    expect(login.phone).toBe(demo.phone);
    const profile = await api.call('GET', '/customers/profile', { token: login.access_token });
    expect(profile.status).toBe(200);
    const used = (await list()).find((p) => p.name === 'iPhone')!;
    expect(used).toMatchObject({ device_type: 'multiDevice', backed_up: true });
    expect(used.last_used_at).not.toBeNull();
    expect((await events('passkey_sign_in')).map((e) => e.detail)).toContain('iPhone');
    // the member's other sessions are told, in the account notices, by the passkey's name
    const notices = await api.call('GET', '/customers/notices', { token });
    expect(notices.status).toBe(200);
    expect(notices.body.data[0]).toMatchObject({ kind: 'passkey_sign_in', reason: 'iPhone', read: false });
    expect(notices.body.data.map((n: { kind: string }) => n.kind)).toContain('passkey_added');
  });

  it('refuses a second use of one answer, an answer from another origin, and a key nobody added', async () => {
    const key = new SoftPasskey({ origin });
    await addPasskey(key);
    const { json, answer } = await signInWith(key);
    expect(answer.status).toBe(200);
    const replay = await api.call('POST', '/passkeys/authentication', { json });
    expect(replay.status).toBe(422);
    expect(replay.body.message).toBe(passkeyMessages.challengeExpired);

    const phished = await signInWith(key, { origin: 'https://member-example.evil' });
    expect(phished.answer.status).toBe(401);
    expect(phished.answer.body.message).toBe(passkeyMessages.notVerified);

    const stranger = await signInWith(new SoftPasskey({ origin }));
    expect(stranger.answer.status).toBe(401);
    expect(stranger.answer.body.message).toBe(passkeyMessages.unknownPasskey);
  });

  it('refuses a cloned key: a counter that did not move forward', async () => {
    const key = new SoftPasskey({ origin });
    await addPasskey(key);
    expect((await signInWith(key)).answer.status).toBe(200);
    expect((await signInWith(key)).answer.status).toBe(200);
    // the copy signs with the count the original had already reported
    const clone = await signInWith(key, { keepCounter: true });
    expect(clone.answer.status).toBe(401);
    expect(clone.answer.body.message).toBe(passkeyMessages.cloned);
    key.counter = 1;
    expect((await signInWith(key)).answer.status).toBe(401);
  });

  it('refuses a sign-in whose backup eligibility differs from the registered key', async () => {
    const key = new SoftPasskey({ origin, backupEligible: false });
    await addPasskey(key);
    key.backupEligible = true;
    const { answer } = await signInWith(key);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(passkeyMessages.cloned);
  });

  it("proves a signed-in member again with their own passkey, never another member's", async () => {
    const key = new SoftPasskey({ origin });
    await addPasskey(key);
    const verify = async (t: string) => {
      const options = await api.call('POST', '/passkeys/authentication/options', { json: {} });
      const { challenge_id, options: request } = expectContract(
        'passkeyAuthenticationOptions',
        options.body,
      ).data;
      return api.call('POST', '/customers/passkeys/verify', {
        token: t,
        json: { challenge_id, response: key.authenticate(request) },
      });
    };
    const own = await verify(token);
    expect(own.status).toBe(200);
    expect(expectContract('passkeyVerify', own.body).data.passkey_id).toBeTruthy();
    expect((await verify(otherToken)).status).toBe(401);
    expect((await api.call('POST', '/customers/passkeys/verify', { json: {} })).status).toBe(401);
  });

  it('renames and removes only the member’s own passkey; a removed one no longer signs in', async () => {
    const key = new SoftPasskey({ origin });
    const { id } = expectContract('passkeyRegister', (await addPasskey(key, 'Old name')).body).data;
    const foreign = await api.call('POST', `/customers/passkeys/${id}/rename`, {
      token: otherToken,
      json: { name: 'Mine now' },
    });
    expect(foreign.status).toBe(404);
    const renamed = await api.call('POST', `/customers/passkeys/${id}/rename`, {
      token,
      json: { name: 'Work tablet' },
    });
    expect(expectContract('passkeyRename', renamed.body).data.name).toBe('Work tablet');
    expect(
      (await api.call('POST', `/customers/passkeys/${id}/delete`, { token: otherToken, json: {} })).status,
    ).toBe(404);
    const removed = await api.call('POST', `/customers/passkeys/${id}/delete`, { token, json: {} });
    expect(expectContract('passkeyRemove', removed.body)).toEqual({ success: true });
    expect((await list()).some((p) => p.id === id)).toBe(false);
    expect((await events('passkey_removed')).map((e) => e.detail)).toContain('Work tablet');
    const { answer } = await signInWith(key);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(passkeyMessages.unknownPasskey);
  });

  it('refuses a challenge past its five minutes, and a name that is empty', async () => {
    const key = new SoftPasskey({ origin });
    const options = await api.call('POST', '/customers/passkeys/options', { token, json: {} });
    const { challenge_id, options: creation } = expectContract(
      'passkeyRegistrationOptions',
      options.body,
    ).data;
    const blank = await api.call('POST', '/customers/passkeys', {
      token,
      json: { challenge_id, name: '  ', response: key.register(creation) },
    });
    expect(blank.status).toBe(422);
    api.advance(5 * 60 + 1);
    const late = await api.call('POST', '/customers/passkeys', {
      token,
      json: { challenge_id, name: 'Late', response: key.register(creation) },
    });
    expect(late.status).toBe(422);
    expect(late.body.message).toBe(passkeyMessages.challengeExpired);
  });
});
