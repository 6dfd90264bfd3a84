import type { FieldErrors, Resolver } from 'react-hook-form';

/*
 * The member popups' forms (deposit, withdraw, change password) check only that their text fields are
 * filled, plus one cross-field rule (spec §5: required-only; length, format and bounds are the
 * server's, whose messages come back as field errors). A zod schema for that brings zod's core to
 * every member page, 126 kB evaluated in one 90–100 ms task at 4× CPU as the popups are fetched ahead,
 * the busy time a member's first tap lands behind (docs/performance.md, "zod in the browser"). This
 * resolver gives what zodResolver gave for those schemas: values trimmed where asked, a Validation key
 * as each empty field's message, and no values when anything failed. The guest forms keep zod.
 */

type TextValues = Record<string, string>;

export type TextFieldRule = {
  /** The Validation key shown when the field is empty. */
  requiredKey: string;
  /** Passwords are taken as typed; other text is trimmed before the check and the submit. */
  trim?: boolean;
};

/** A cross-field rule: the field and Validation key of its error, or null when it holds. */
export type CrossFieldRule<V extends TextValues> = (
  values: V,
) => { field: keyof V & string; key: string } | null;

export function textFormResolver<V extends TextValues>(
  fields: { [K in keyof V]: TextFieldRule },
  cross?: CrossFieldRule<V>,
): Resolver<V> {
  return (raw) => {
    const values = { ...raw };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const name of Object.keys(fields) as (keyof V & string)[]) {
      const rule = fields[name];
      const value = String(raw[name] ?? '');
      (values as TextValues)[name] = rule.trim ? value.trim() : value;
      if (values[name] === '') errors[name] = { type: 'required', message: rule.requiredKey };
    }
    const broken = Object.keys(errors).length === 0 ? (cross?.(values) ?? null) : null;
    if (broken) errors[broken.field] = { type: 'custom', message: broken.key };
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<V> }
      : { values, errors: {} };
  };
}
