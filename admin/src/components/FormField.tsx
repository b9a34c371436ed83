import type { InputHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { adminMessages } from '../lib/messages.ts';
import { FieldRefusal } from './FieldRefusal.tsx';

/** The ids a control names in aria-describedby: its hint, then its refusal while one is shown. */
export function describedBy(id: string, { hint, error }: { hint?: ReactNode; error?: ReactNode }) {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: ReactNode;
  /** Why what was typed or chosen is refused, under the field until it changes. */
  error?: ReactNode;
  /** Announce the refusal as soon as it shows (no toast says it). */
  alertError?: boolean;
}

/** A labelled control with an optional hint and refusal, wired with htmlFor and `describedBy`. */
export function FormField({
  id,
  label,
  hint,
  error,
  alertError,
  children,
}: FieldFrameProps & { children: ReactNode }) {
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
      <FieldRefusal id={`${id}-error`} message={error} alert={alertError} />
    </div>
  );
}

interface FieldProps extends FieldFrameProps {
  /** Also what the e2e journeys find through the label. */
  id: string;
  value: string;
  onChange(value: string): void;
}

/** A labelled text input (or email, url, date…); `input` passes its other attributes on. */
export function TextInput({
  id,
  label,
  hint,
  error,
  alertError,
  value,
  onChange,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} alertError={alertError}>
      <input
        id={id}
        className="field"
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(id, { hint, error })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
    </FormField>
  );
}

export function TextArea({ id, label, hint, value, onChange, rows = 4 }: FieldProps & { rows?: number }) {
  return (
    <FormField id={id} label={label} hint={hint}>
      <textarea
        id={id}
        rows={rows}
        className="field"
        aria-describedby={describedBy(id, { hint })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

export function SelectInput({
  id,
  label,
  value,
  onChange,
  options,
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  return (
    <FormField id={id} label={label}>
      <select id={id} className="field" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** An editor's Cancelar (back to its list) and Guardar. */
export function EditorFooter({
  cancelTo,
  saving,
  waitingForUpload = false,
}: {
  cancelTo: string;
  saving: boolean;
  /** A save pressed while a picture is still going up (useSaveAfterUploads). */
  waitingForUpload?: boolean;
}) {
  const label = waitingForUpload
    ? adminMessages.common.waitingForUpload
    : saving
      ? adminMessages.common.saving
      : adminMessages.common.actions.save;
  return (
    <div className="mt-4 flex justify-end gap-3">
      <Link to={cancelTo} className="btn-secondary">
        {adminMessages.common.actions.cancel}
      </Link>
      <button type="submit" className="btn-primary" disabled={saving || waitingForUpload}>
        {label}
      </button>
    </div>
  );
}
