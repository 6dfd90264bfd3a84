import { z } from '../zod';

/*
 * The login form's own checks are required-only, shown after a field is touched (spec §5);
 * format rules are the server's (the BFF validates with the contract's loginBodySchema).
 */
export const loginFormSchema = z.object({
  phone: z.string().trim().min(1, 'phoneRequired'),
  password: z.string().min(1, 'passwordRequired'),
});
export type LoginForm = z.infer<typeof loginFormSchema>;
