import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { bankAccountBodySchema } from '@/lib/casino/contract';
import { accountNumberFitsBank } from '@/lib/casino/contract-banks';
import { AppError } from '@/lib/errors';

const bodySchema = bankAccountBodySchema.omit({ phone: true }).strict();

// Register step 3 (spec §4, §7): the bank account of the member just signed in.
export const POST = bff({
  auth: 'member',
  body: bodySchema,
  async handle({ body, session }) {
    if (!accountNumberFitsBank(body.bank, body.account_number)) {
      throw new AppError('validation', { fieldErrors: { account_number: ['accountNumberInvalid'] } });
    }
    const phone =
      session.registerPhone ?? (await callUpstream('profile', { token: session.token })).data.phone;
    // Spec §3: the messaging id is prefilled with the phone; the phone stands in when it is empty.
    const line = body.line?.trim() || phone;
    await callUpstream('registerBankAccount', {
      token: session.token,
      body: { ...body, bank: body.bank.toUpperCase(), phone, line },
    });
    return { json: { next: 'final' } };
  },
});
