/*
 * The password rules of spec §5 (8-15 characters; English lower and upper case; a digit), as the
 * live checklist under a new-password field ticks them. The server's rule is newPasswordField in
 * lib/casino/contract-fields.ts; these say the same thing one rule at a time.
 */
export const passwordChecks = {
  length: (pw: string) => pw.length >= 8 && pw.length <= 15,
  cases: (pw: string) => /[a-z]/.test(pw) && /[A-Z]/.test(pw),
  digit: (pw: string) => /\d/.test(pw),
} as const;

export type PasswordCheck = keyof typeof passwordChecks;
export const passwordCheckOrder: readonly PasswordCheck[] = ['length', 'cases', 'digit'];
