import { type ChangeEvent, useState } from 'react';
import { FileInput } from '../../components/FileInput.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { readTranscript } from './teachingLinks.ts';

const copy = adminMessages.teachings;

interface Props {
  id: string;
  transcript: string | null;
  onChange(transcript: string | null): void;
}

/**
 * A WebVTT transcript chosen from the computer and checked whole before it is kept: a malformed file is
 * refused with the line to fix, and the transcript already attached stays.
 */
export function TranscriptField({ id, transcript, onChange }: Props) {
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const text = await file.text();
    const result = readTranscript(text);
    if (result.ok) {
      onChange(text);
      setStatus({ ok: true, text: copy.fields.transcriptRead(result.cues) });
    } else {
      setStatus({ ok: false, text: result.message });
      event.target.value = '';
    }
  }

  const message = status?.text ?? (transcript ? copy.fields.transcriptSaved : copy.fields.transcriptHint);
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="label">
        {copy.fields.transcript}
      </label>
      <FileInput
        id={id}
        accept=".vtt,text/vtt"
        describedBy={`${id}-hint`}
        invalid={status ? !status.ok : false}
        onChange={pick}
      />
      <p
        id={`${id}-hint`}
        aria-live="polite"
        className={`text-sm ${status && !status.ok ? 'font-semibold text-clay-700' : 'text-ink-700'}`}
      >
        {message}
      </p>
      {transcript && (
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            onChange(null);
            setStatus(null);
          }}
        >
          {copy.actions.removeTranscript}
        </button>
      )}
    </div>
  );
}
