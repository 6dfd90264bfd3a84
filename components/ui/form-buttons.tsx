'use client';

/** A form's cancel + submit pair; submit is blocked while the form is invalid or busy (spec §5). */
export function FormButtons({
  cancelLabel,
  submitLabel,
  onCancel,
  busy,
  invalid,
}: {
  cancelLabel: string;
  submitLabel: string;
  onCancel: () => void;
  busy: boolean;
  invalid: boolean;
}) {
  return (
    <div className="button-row">
      <button type="button" className="button button-secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type="submit" className="button button-primary" disabled={busy || invalid}>
        {submitLabel}
      </button>
    </div>
  );
}
