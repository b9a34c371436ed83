import type { InputHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { adminMessages } from '../lib/messages.ts';

/** A labelled control with an optional hint, wired with htmlFor/aria-describedby. */
export function FormField({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
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

interface FieldProps {
  /** Also what the e2e journeys find through the label. */
  id: string;
  label: string;
  hint?: ReactNode;
  value: string;
  onChange(value: string): void;
}

/** A labelled text input (or email, url, date…); `input` passes its other attributes on. */
export function TextInput({
  id,
  label,
  hint,
  value,
  onChange,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>) {
  return (
    <FormField id={id} label={label} hint={hint}>
      <input
        id={id}
        className="field"
        aria-describedby={hint ? `${id}-hint` : undefined}
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
        aria-describedby={hint ? `${id}-hint` : undefined}
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
export function EditorFooter({ cancelTo, saving }: { cancelTo: string; saving: boolean }) {
  return (
    <div className="mt-4 flex justify-end gap-3">
      <Link to={cancelTo} className="btn-secondary">
        {adminMessages.common.actions.cancel}
      </Link>
      <button type="submit" className="btn-primary" disabled={saving}>
        {saving ? adminMessages.common.saving : adminMessages.common.actions.save}
      </button>
    </div>
  );
}
