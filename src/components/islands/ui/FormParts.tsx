import { Loader2 } from 'lucide-react';
import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import type { ToastMessage } from '#core/visitor/visitorMessages.ts';
import { showToast } from '../toast.ts';

/** Label + control + optional hint, wired with ids so screen readers read them together. */
type FieldChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;

/** A field's message under it: the id its control's aria-describedby points at, red, announced. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-semibold text-clay-700" data-field-error>
      {message}
    </p>
  );
}

/** The control's aria-invalid and aria-describedby (hint, then error), for every visitor field. */
export function describedBy(id: string, hint: boolean, error: string | undefined) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

export function TextField({
  label,
  hint,
  error,
  multiline = false,
  rows,
  onChange,
  ...control
}: {
  label: string;
  hint?: ReactNode;
  /** The field's message (useFormFields' `bind`), shown under it and tied to it. */
  error?: string;
  multiline?: boolean;
  rows?: number;
  onChange: FieldChange;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const aria = describedBy(id, Boolean(hint), error);
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          rows={rows}
          {...aria}
          className="field resize-y"
          onChange={onChange}
          {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)}
        />
      ) : (
        <input id={id} {...aria} className="field" onChange={onChange} {...control} />
      )}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-ink-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The visitor's email: «Correo Electrónico», marked «(Opcional)» unless `required`. */
export function EmailField({
  required = false,
  ...field
}: Omit<Parameters<typeof TextField>[0], 'label' | 'type' | 'autoComplete' | 'required'> & {
  required?: boolean;
}) {
  return (
    <TextField
      label={required ? 'Correo Electrónico' : 'Correo Electrónico (Opcional)'}
      type="email"
      autoComplete="email"
      aria-required={required ? 'true' : undefined}
      {...field}
    />
  );
}

/**
 * A file picker that refuses what `problem` names (its toast shown, the selection cleared, spec §5) and
 * hands on the accepted file, or null.
 */
export function FileField({
  label,
  name,
  accept,
  problem,
  onChange,
  error,
}: {
  label: string;
  name: string;
  accept: string;
  problem(file: File): ToastMessage | null;
  onChange(file: File | null): void;
  /** A message from the form's own check (a required file missing). */
  error?: string;
}) {
  const id = useId();
  const [refusal, setRefusal] = useState<string>();
  const message = refusal ?? error;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          const refused = file && problem(file);
          if (refused) {
            showToast(refused);
            event.target.value = '';
          }
          setRefusal(refused ? (refused.description ?? refused.title) : undefined);
          onChange(refused ? null : file);
        }}
        {...describedBy(id, false, message)}
        className="block w-full text-sm text-ink-700 file:mr-4 file:rounded-full file:border-0 file:bg-navy-100 file:px-4 file:py-2 file:font-semibold file:text-navy-800 hover:file:bg-navy-200"
      />
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}

/**
 * Honeypot: people never see or reach it, many bots fill it, and the database then drops the row
 * (migration 20250606090000). Off-screen rather than display:none, which bots learned to skip.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>No completes este campo</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** Disabled with a spinner while submitting, so a double click sends once (spec §4). */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary disabled:opacity-70" disabled={busy} aria-busy={busy}>
      {busy && <Loader2 className="size-4.5 animate-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}

export function CancelButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  return (
    <button type="button" className="btn btn-outline" disabled={busy} onClick={onClick}>
      Cancelar
    </button>
  );
}
