import { Loader2 } from 'lucide-react';
import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useId,
  useRef,
  useState,
} from 'react';
import { chosenFileText, FILE_CHOICE } from '#core/fileChoice.ts';
import type { ToastMessage } from '#core/messages/toast.ts';
import { dialogMessages } from '#site/lib/messages/dialogMessages.ts';
import { showToast } from '../toast.ts';

const copy = dialogMessages.forms;

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
      label={required ? copy.email : copy.emailOptional}
      type="email"
      autoComplete="email"
      aria-required={required ? 'true' : undefined}
      {...field}
    />
  );
}

/**
 * A file picker that refuses what `problem` names (its toast shown, the selection cleared, docs/spec.md §5) and
 * hands on the accepted file, or null.
 */
export function FileField({
  label,
  name,
  accept,
  problem,
  prepare,
  onPreparing,
  onChange,
  error,
}: {
  label: string;
  name: string;
  accept: string;
  problem(file: File): ToastMessage | null;
  /**
   * Turns the chosen file into the one to send before `problem` judges it (a phone photo made light), or
   * refuses it. The form meanwhile says it is preparing, and the last choice wins.
   */
  prepare?(file: File): Promise<File | ToastMessage>;
  /** True while `prepare` works: the form holds its submit meanwhile, so nothing leaves without the file. */
  onPreparing?(preparing: boolean): void;
  onChange(file: File | null): void;
  /** A message from the form's own check (a required file missing). */
  error?: string;
}) {
  const id = useId();
  const [refusal, setRefusal] = useState<string>();
  const [chosen, setChosen] = useState<string>(FILE_CHOICE.none);
  const choices = useRef(0);
  const message = refusal ?? error;
  const aria = describedBy(id, false, message);
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {/* The browser draws its own button in its own language; ours is Spanish, with the real input lying
          transparent over it, so clicks, Space and the tests' setInputFiles still reach the input. */}
      <div className="relative flex items-center gap-4">
        <input
          id={id}
          name={name}
          type="file"
          accept={accept}
          onChange={async (event) => {
            const input = event.target;
            const choice = ++choices.current;
            const picked = input.files?.[0] ?? null;
            setChosen(picked && prepare ? FILE_CHOICE.preparing : chosenFileText(input.files));
            onChange(null);
            onPreparing?.(Boolean(picked && prepare));
            const prepared = picked && prepare ? await prepare(picked) : picked;
            if (choice !== choices.current) return; // Another file was chosen meanwhile.
            onPreparing?.(false);
            const file = prepared instanceof File ? prepared : null;
            const refused = prepared && !(prepared instanceof File) ? prepared : file && problem(file);
            if (refused) {
              showToast(refused);
              input.value = '';
            }
            setRefusal(refused ? (refused.description ?? refused.title) : undefined);
            setChosen(chosenFileText(refused ? null : input.files));
            onChange(refused ? null : file);
          }}
          aria-invalid={aria['aria-invalid']}
          aria-describedby={[`${id}-chosen`, aria['aria-describedby']].filter(Boolean).join(' ')}
          className="peer absolute inset-0 size-full cursor-pointer opacity-0"
        />
        <span
          aria-hidden="true"
          className="shrink-0 rounded-full bg-navy-100 px-4 py-2 text-sm font-semibold text-navy-800 peer-hover:bg-navy-200 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-navy-700"
        >
          {FILE_CHOICE.button}
        </span>
        <span id={`${id}-chosen`} className="min-w-0 truncate text-sm text-ink-700" aria-live="polite">
          {chosen}
        </span>
      </div>
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
      <label htmlFor={id}>{copy.honeypot}</label>
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

/** Disabled with a spinner while submitting, so a double click sends once (docs/spec.md §4). */
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
      {copy.cancel}
    </button>
  );
}

interface DialogFormEndProps {
  honeypot: { value: string; onChange: (value: string) => void };
  busy: boolean;
  /** When the submit button waits for more than the send (a photo being prepared). */
  submitBusy?: boolean;
  onCancel: () => void;
  /** The submit button's words. */
  children: ReactNode;
}

/** A visitor dialog's form ends alike: the honeypot, then «Cancelar» and the submit button. */
export function DialogFormEnd({ honeypot, busy, submitBusy = busy, onCancel, children }: DialogFormEndProps) {
  return (
    <>
      <Honeypot {...honeypot} />
      <div className="flex flex-wrap justify-end gap-3">
        <CancelButton busy={busy} onClick={onCancel} />
        <SubmitButton busy={submitBusy}>{children}</SubmitButton>
      </div>
    </>
  );
}
