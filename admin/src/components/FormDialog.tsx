import { type FormEvent, type ReactNode, useState } from 'react';
import type { ZodType } from 'zod';
import { errorDetail } from '#core/supabaseError.ts';
import { adminMessages } from '../lib/messages.ts';
import { useToast } from '../lib/toast.tsx';
import { useSaveAfterUploads } from '../lib/useSaveAfterUploads.tsx';
import { DialogForm } from './DialogForm.tsx';
import { FormProblem } from './FormProblem.tsx';

interface Props<Input, Output> {
  title: string;
  /** «Guardar» unless given. */
  submitLabel?: string;
  /** Two columns from 640 px (a long form) or one. */
  columns?: 1 | 2;
  schema: ZodType<Output, Input>;
  value: Input;
  save(data: Output): Promise<unknown>;
  /** Success toast: its title, and a description read from the saved data. */
  done: string;
  doneDetail?(data: Output): string;
  failed: string;
  /** `saved` tells the list whether to reload. */
  onClose(saved: boolean): void;
  /** What the row being edited says, in a small line above the fields (a request's words, who wrote it). */
  about?: ReactNode;
  children: ReactNode;
}

/**
 * A dialog holding a form (add a donation, create an account): the schema's first message shown in the
 * dialog, Cancelar / submit disabled while saving, the success or error toast, closed on success. What
 * was typed stays when saving fails. Pressed while a picture is still going up, it waits for it.
 */
export function FormDialog<Input, Output>(props: Props<Input, Output>) {
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    const parsed = props.schema.safeParse(props.value);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      await props.save(parsed.data);
      toast.success(props.done, props.doneDetail?.(parsed.data));
      props.onClose(true);
    } catch (error) {
      toast.error(props.failed, errorDetail(error, parsed.data as object));
    } finally {
      setSaving(false);
    }
  }

  const afterUploads = useSaveAfterUploads(save);
  function submit(event: FormEvent) {
    event.preventDefault();
    afterUploads.request();
  }
  const submitLabel = afterUploads.waiting
    ? adminMessages.common.waitingForUpload
    : saving
      ? adminMessages.common.saving
      : (props.submitLabel ?? adminMessages.common.actions.save);

  return (
    <DialogForm
      title={props.title}
      panelClassName={props.columns === 2 ? 'max-w-lg' : 'max-w-md'}
      submitLabel={submitLabel}
      cancelLabel={adminMessages.common.actions.cancel}
      busy={saving || afterUploads.waiting}
      onSubmit={submit}
      onClose={() => props.onClose(false)}
    >
      <div className={props.columns === 2 ? 'grid gap-4 sm:grid-cols-2' : 'space-y-4'}>
        {props.about !== undefined && <p className="text-sm text-ink-600">{props.about}</p>}
        {props.children}
      </div>
      <FormProblem>{problem}</FormProblem>
      {afterUploads.notice}
    </DialogForm>
  );
}
