import { Loader2 } from 'lucide-react';
import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import type { ToastMessage } from '#core/visitor/visitorMessages.ts';
import { showToast } from '../toast.ts';

/** Label + control + optional hint, wired with ids so screen readers read them together. */
type FieldChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;

export function TextField({
  label,
  hint,
  multiline = false,
  rows,
  onChange,
  ...control
}: {
  label: string;
  hint?: ReactNode;
  multiline?: boolean;
  rows?: number;
  onChange: FieldChange;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          rows={rows}
          aria-describedby={hintId}
          className="field resize-y"
          onChange={onChange}
          {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)}
        />
      ) : (
        <input id={id} aria-describedby={hintId} className="field" onChange={onChange} {...control} />
      )}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-ink-600">
          {hint}
        </p>
      )}
    </div>
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
}: {
  label: string;
  name: string;
  accept: string;
  problem(file: File): ToastMessage | null;
  onChange(file: File | null): void;
}) {
  const id = useId();
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
          onChange(refused ? null : file);
        }}
        className="block w-full text-sm text-ink-700 file:mr-4 file:rounded-full file:border-0 file:bg-navy-100 file:px-4 file:py-2 file:font-semibold file:text-navy-800 hover:file:bg-navy-200"
      />
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
