import {
  contract,
  depositBodySchema,
  endpointPath,
  loginBodySchema,
  registerPasswordBodySchema,
  withdrawBodySchema,
} from '@/lib/casino/contract';
import { gameSchema, profileSchema } from '@/lib/casino/contract-entities';
import { SPEC_7_CALLS } from '../../../spec7-calls';

const spec7 = SPEC_7_CALLS;

describe('the contract', () => {
  const declared = Object.values(contract)
    .filter((e) => !('extension' in e))
    .map((e) => `${e.method} ${e.path}`);

  it('declares every call of spec §7 and no unmarked extra', () => {
    expect(declared.sort()).toEqual([...spec7].sort());
  });

  it('keeps the spec encodings: form bodies, JSON for register/otp, query strings for GET form data', () => {
    expect(contract.login.encoding).toBe('form');
    expect(contract.registerOtp.encoding).toBe('json');
    expect(contract.checkCredit.encoding).toBe('query');
    expect(contract.withdraw.encoding).toBe('form');
  });

  it('validates login bodies', () => {
    expect(loginBodySchema.safeParse({ phone: '0812345678', password: 'x' }).success).toBe(true);
    expect(loginBodySchema.safeParse({ phone: '12345', password: 'x' }).success).toBe(false);
    expect(loginBodySchema.safeParse({ phone: '0812345678', password: '' }).success).toBe(false);
    expect(loginBodySchema.safeParse({ phone: '0812345678', password: 'x', admin: true }).success).toBe(
      false,
    );
  });

  it('refuses amounts that Number() would misread', () => {
    for (const amount of ['', '1e3', '0x10', 'Infinity', '-5', '0', '10.123', ' ', 'NaN'])
      expect(depositBodySchema.safeParse({ amount }).success).toBe(false);
    expect(depositBodySchema.parse({ amount: '500.50', promotion_id: '2' })).toEqual({
      amount: '500.50',
      promotion_id: 2,
    });
    expect(withdrawBodySchema.safeParse({ phone: '0812345678', amount: 100 }).success).toBe(true);
  });

  it("reports mismatched passwords with the spec's message key (spec §5)", () => {
    const result = registerPasswordBodySchema.safeParse({
      password: 'Abcdefg1',
      password_confirmation: 'Abcdefg2',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('passwordMismatch');
  });

  it('reads a profile as an operator backend sends it (strings for money, 0/1 flags)', () => {
    const profile = profileSchema.parse({
      phone: '0812345678',
      payment_gateway_status: 1,
      credit_checking: 0,
      games: [{ credit: '1250.00' }],
      pending_request: null,
    });
    expect(profile.payment_gateway_status).toBe(true);
    expect(profile.credit_checking).toBe(false);
    expect(profile.completed_requests).toEqual([]);
  });

  it('encodes path parameters so they cannot add a path segment', () => {
    expect(endpointPath('/launch-game/{a}/{b}', { a: 'demo', b: '../admin' })).toBe(
      '/launch-game/demo/..%2Fadmin',
    );
    expect(() => endpointPath('/customers/get-bonus/{id}', {})).toThrow();
  });

  it("reads a game's theoretical return (the optional rtp) and drops one out of range instead of the catalogue", () => {
    const base = { id: 1, provider: 'pg', code: 'x', name: 'x', category: 'slot' };
    expect(gameSchema.parse({ ...base, rtp: 96.5 }).rtp).toBe(96.5);
    expect(gameSchema.parse(base).rtp).toBeUndefined();
    expect(gameSchema.parse({ ...base, rtp: 150 }).rtp).toBeNull();
    expect(gameSchema.parse({ ...base, rtp: '96.5%' }).rtp).toBeNull();
  });
});
