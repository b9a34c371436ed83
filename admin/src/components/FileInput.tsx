import { type ChangeEvent, useState } from 'react';
import { chosenFileText, FILE_CHOICE } from '#core/fileChoice.ts';

interface Props {
  id: string;
  accept?: string;
  disabled?: boolean;
  /** Ids of the hint and error under the field, read after the chosen file's name. */
  describedBy?: string;
  invalid?: boolean;
  /** May clear the input (a refused file) now or once its promise settles; the name line follows. */
  onChange(event: ChangeEvent<HTMLInputElement>): unknown;
}

/**
 * A file input with a Spanish «Elegir archivo» button and the chosen file's name beside it, whatever the
 * browser's language. The real input lies transparent over both, so a click, a tap, Space or Enter on it
 * opens the browser's picker, it keeps its <label>, and tests can still set files on it.
 */
export function FileInput({ id, accept, disabled, describedBy, invalid, onChange }: Props) {
  const [chosen, setChosen] = useState<string>(FILE_CHOICE.none);
  const chosenId = `${id}-chosen`;
  async function change(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    setChosen(chosenFileText(input.files));
    try {
      await onChange(event);
    } finally {
      setChosen(chosenFileText(input.files));
    }
  }
  return (
    <div className="relative mt-1 flex items-center gap-3">
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={describedBy ? `${chosenId} ${describedBy}` : chosenId}
        aria-invalid={invalid || undefined}
        onChange={change}
        className="peer absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
      />
      <span
        aria-hidden="true"
        className="btn-secondary shrink-0 peer-hover:bg-cream-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-navy-700 peer-disabled:opacity-60"
      >
        {FILE_CHOICE.button}
      </span>
      <span id={chosenId} className="min-w-0 truncate text-sm text-ink-700">
        {chosen}
      </span>
    </div>
  );
}
