import * as z from '../zod';

/*
 * The forms' required-only rule (spec §5). Messages are keys of the `Validation` namespace, translated
 * where the field shows them. Passwords are taken as typed; other fields are trimmed first.
 */
export const requiredText = (key: string) => z.string().check(z.trim(), z.minLength(1, key));
export const requiredPassword = (key: string) => z.string().check(z.minLength(1, key));
