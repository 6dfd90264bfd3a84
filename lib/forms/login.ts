import * as z from '../zod';
import { requiredPassword, requiredText } from './required';

/*
 * The login form's own checks are required-only, shown after a field is touched (spec §5);
 * format rules are the server's (the BFF validates with the contract's loginBodySchema).
 */
export const loginFormSchema = z.object({
  phone: requiredText('phoneRequired'),
  password: requiredPassword('passwordRequired'),
});
export type LoginForm = z.infer<typeof loginFormSchema>;
