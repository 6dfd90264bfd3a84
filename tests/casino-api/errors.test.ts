import type { Kysely } from 'kysely';
import { createApp } from '../../casino-api/app';
import { withConfig } from '../../casino-api/config';
import type { DB } from '../../casino-api/db/schema';
import { apiLog } from '../../casino-api/http/access-log';

/* Any unexpected failure is a bare 500: no stack, no SQL, no internal message (STYLE: Errors). */

describe('unexpected errors', () => {
  it('answer 500 {message: "Server Error"} without details', async () => {
    const broken = new Proxy({} as Kysely<DB>, {
      get() {
        throw new Error('connection to secret-db.internal refused');
      },
    });
    const app = createApp({ db: broken, clock: () => new Date(), config: withConfig() });
    const log = jest.spyOn(apiLog, 'error').mockImplementation(() => undefined);
    try {
      const res = await app.request('/api/games');
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: 'Server Error' });
      // the operator's log line has the cause; the client's answer does not
      expect(log).toHaveBeenCalledWith(
        expect.objectContaining({ route: '/api/games', err: expect.any(Error) }),
        'request failed',
      );
    } finally {
      log.mockRestore();
    }
  });

  it('answer malformed JSON with 400, not 500', async () => {
    const app = createApp({ db: {} as Kysely<DB>, clock: () => new Date(), config: withConfig() });
    const res = await app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"phone":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Malformed JSON' });
  });
});
