import type { ReactNode } from 'react';

/** A labelled control with an optional hint, wired with htmlFor/aria-describedby. */
export function FormField({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-700">
          {hint}
        </p>
      )}
    </div>
  );
}
