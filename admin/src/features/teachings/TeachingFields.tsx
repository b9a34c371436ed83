import { type ChangeEvent, useEffect, useState } from 'react';
import { errorDetail } from '#core/supabaseError.ts';
import { SelectInput, TextInput } from '../../components/FormField.tsx';
import { FormProblem } from '../../components/FormProblem.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { loadTeachingOptions, type TeachingOptions } from './api.ts';
import { TranscriptField } from './TranscriptField.tsx';
import {
  referencesPreview,
  referencesProblem,
  type TeachingKind,
  type TeachingLinks,
} from './teachingLinks.ts';

const copy = adminMessages.teachings;
const text = copy.fields;

interface Props {
  kind: TeachingKind;
  idPrefix: string;
  links: TeachingLinks;
  onChange(change: Partial<TeachingLinks>): void;
}

/** Series and position, speakers, Scripture references (checked as typed) and, for media, the transcript. */
export function TeachingFields({ kind, idPrefix, links, onChange }: Props) {
  const [options, setOptions] = useState<TeachingOptions | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    loadTeachingOptions().then(setOptions, (error: unknown) => setFailed(errorDetail(error)));
  }, []);
  const problem = referencesProblem(links.references);
  const preview = referencesPreview(links.references);
  const toggle = (speakerId: string, checked: boolean) =>
    onChange({
      speakerIds: checked
        ? [...links.speakerIds, speakerId]
        : links.speakerIds.filter((id) => id !== speakerId),
    });

  return (
    <div className="space-y-4">
      {failed && (
        <FormProblem>
          {copy.errors.options} {failed}
        </FormProblem>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="sm:col-span-2">
          <SelectInput
            id={`${idPrefix}-series`}
            label={text.series}
            options={[
              { value: '', label: text.noSeries },
              ...(options?.series ?? []).map((series) => ({ value: series.id, label: series.title })),
            ]}
            value={links.seriesId}
            onChange={(seriesId) => onChange({ seriesId })}
          />
        </div>
        <TextInput
          id={`${idPrefix}-series-position`}
          label={text.seriesPosition}
          inputMode="numeric"
          disabled={links.seriesId === ''}
          value={links.seriesPosition}
          onChange={(seriesPosition) => onChange({ seriesPosition })}
        />
      </div>
      <fieldset>
        <legend className="label">{text.speakers}</legend>
        {options && options.speakers.length === 0 && (
          <p className="text-sm text-ink-700">{text.noSpeakers}</p>
        )}
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
          {(options?.speakers ?? []).map((speaker) => (
            <label key={speaker.id} className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4"
                checked={links.speakerIds.includes(speaker.id)}
                onChange={(event: ChangeEvent<HTMLInputElement>) => toggle(speaker.id, event.target.checked)}
              />
              {speaker.name}
            </label>
          ))}
        </div>
      </fieldset>
      <TextInput
        id={`${idPrefix}-references`}
        label={text.references}
        placeholder={text.referencesExample}
        aria-invalid={problem ? true : undefined}
        hint={
          <span aria-live="polite" className={problem ? 'font-semibold text-clay-700' : undefined}>
            {problem ?? (preview ? text.referencesPreview(preview) : text.referencesHint)}
          </span>
        }
        value={links.references}
        onChange={(references) => onChange({ references })}
      />
      {kind !== 'post' && (
        <TranscriptField
          id={`${idPrefix}-transcript`}
          transcript={links.transcript}
          onChange={(transcript) => onChange({ transcript })}
        />
      )}
    </div>
  );
}
