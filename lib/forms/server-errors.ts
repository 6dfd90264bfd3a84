import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { AppError } from '../errors';

/** Copies a BFF answer's field errors onto the form's fields (STYLE.md, Errors). */
export function applyFieldErrors<T extends FieldValues>(
  error: AppError,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  for (const [field, messages] of Object.entries(error.fieldErrors ?? {})) {
    if ((fields as readonly string[]).includes(field) && messages[0]) {
      setError(field as Path<T>, { type: 'server', message: messages[0] });
    }
  }
}
