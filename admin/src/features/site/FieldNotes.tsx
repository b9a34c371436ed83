import type { ReactNode } from 'react';

/** A field's hint and, beside it, the schema's Spanish message when the value is refused. */
export function FieldNotes({ id, hint, message }: { id: string; hint?: ReactNode; message?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-700">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-clay-700">
          {message}
        </p>
      )}
    </>
  );
}
