import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorDetail } from '#core/supabaseError.ts';
import { useToast } from '../lib/toast.tsx';
import { TextInput } from './FormField.tsx';

type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/** A form checked before saving: each field's refusal, or the save of what passed. */
export type CheckedRecord<Values> =
  | { ok: false; errors: FieldErrors<Values> }
  | { ok: true; save(): Promise<string> };

/**
 * A two-column record editor's state (GroupEditor, ShiftEditor): the values as typed, each field's refusal,
 * and the submit that checks, saves, says so and, on a create, moves to the new record's route. Nothing
 * typed is lost on a refusal or a failed save.
 */
export function useRecordForm<Values extends object>({
  id,
  initial,
  idPrefix,
  check,
  path,
  copy,
  onSaved,
}: {
  id: string | null;
  initial: Values;
  /** The inputs' id prefix: 'group' names the name field group-name. */
  idPrefix: string;
  check(values: Values): CheckedRecord<Values>;
  /** The list's route: a created record moves to `${path}/${id}`. */
  path: string;
  copy: { saved: string; saveError: string };
  onSaved?(id: string): void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [saving, setSaving] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const set = (field: keyof Values) => (value: string) => setValues({ ...values, [field]: value });
  const text = (field: keyof Values & string, label: string, extra: object = {}) => (
    <TextInput
      id={`${idPrefix}-${field}`}
      label={label}
      value={String(values[field])}
      onChange={set(field)}
      error={errors[field]}
      {...extra}
    />
  );
  const flag = (field: keyof Values) => ({
    checked: values[field] as boolean,
    onChange: (checked: boolean) => setValues({ ...values, [field]: checked }),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check(values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setSaving(true);
    try {
      const savedId = await checked.save();
      toast.success(copy.saved);
      if (!id) navigate(`${path}/${savedId}`, { replace: true });
      onSaved?.(savedId);
    } catch (error) {
      toast.error(copy.saveError, errorDetail(error));
    } finally {
      setSaving(false);
    }
  };
  return { values, set, text, flag, saving, submit };
}

/** The editor's card: its fields in two columns, then a yes/no (Publicado, Abierto) and the save button. */
export function RecordForm({
  onSubmit,
  saving,
  copy,
  flag,
  children,
}: {
  onSubmit(event: FormEvent): void;
  saving: boolean;
  copy: { save: string; saving: string };
  flag: { label: string; checked: boolean; onChange(checked: boolean): void };
  children: ReactNode;
}) {
  return (
    <form className="card mt-6 grid gap-4 sm:grid-cols-2" onSubmit={onSubmit} noValidate>
      {children}
      <label className="flex items-center gap-3 sm:col-span-2">
        <input
          type="checkbox"
          className="size-5"
          checked={flag.checked}
          onChange={(event) => flag.onChange(event.target.checked)}
        />
        {flag.label}
      </label>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? copy.saving : copy.save}
        </button>
      </div>
    </form>
  );
}
