import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { adminMessages } from '../../../../core/admin/messages.ts';
import { audioSchema } from '../../../../core/schemas/media.ts';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { FormField } from '../../components/FormField.tsx';
import { PublishToggle } from '../../components/PublishToggle.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { errorMessage } from '../../lib/errorMessage.ts';
import { useStaff } from '../../lib/session.tsx';
import { useToast } from '../../lib/toast.tsx';
import { useRecord } from '../../lib/useRecord.ts';
import { getAudio, saveAudio } from './api.ts';
import { type AudioForm, audioInput, emptyAudioForm, formFromAudio } from './audioEditor.utils.ts';

const copy = adminMessages.audios;

/** /audios/new and /audios/edit/:audioId; saving returns to the list (spec §4). */
export function AudioEditor() {
  const { audioId } = useParams();
  const record = useRecord(audioId, getAudio);
  if (record.kind === 'loading') return <Spinner label={adminMessages.common.loading} />;
  if (record.kind === 'notFound' || record.kind === 'error') {
    return (
      <ErrorPanel title={copy.loadError} error={record.kind === 'error' ? record.error : copy.notFound}>
        <Link to="/audios" className="btn-secondary mt-3">
          {adminMessages.common.back}
        </Link>
      </ErrorPanel>
    );
  }
  const initial = record.kind === 'ready' ? formFromAudio(record.row) : emptyAudioForm;
  return <AudioFormView key={audioId ?? 'new'} audioId={audioId} initial={initial} />;
}

function AudioFormView({ audioId, initial }: { audioId?: string; initial: AudioForm }) {
  const staff = useStaff();
  const toast = useToast();
  const navigate = useNavigate();
  const [form, setForm] = useState(initial);
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<AudioForm>) => setForm((previous) => ({ ...previous, ...change }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { input, published_at } = audioInput(form, new Date());
    const parsed = audioSchema.safeParse(input);
    if (!parsed.success) {
      toast.error(adminMessages.validation.validationTitle, parsed.error.issues[0]?.message);
      return;
    }
    setSaving(true);
    try {
      await saveAudio(audioId, { ...parsed.data, published_at }, staff.userId);
      toast.success(audioId ? copy.updated : copy.created);
      navigate('/audios');
    } catch (error) {
      toast.error(audioId ? copy.updateError : copy.createError, errorMessage(error));
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} className="max-w-3xl">
      <h1 className="text-2xl font-bold">{audioId ? 'Editar audio' : 'Nuevo audio'}</h1>
      <div className="card mt-6 space-y-4">
        <FormField id="audio-title" label="Título">
          <input
            id="audio-title"
            required
            className="field"
            value={form.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        </FormField>
        <FormField id="audio-description" label="Descripción">
          <textarea
            id="audio-description"
            rows={4}
            className="field"
            value={form.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        </FormField>
        <FormField id="audio-url" label="URL del audio">
          <input
            id="audio-url"
            type="url"
            required
            className="field"
            value={form.audioUrl}
            onChange={(e) => set({ audioUrl: e.target.value })}
          />
        </FormField>
        <FormField id="audio-cover" label="URL de la portada">
          <input
            id="audio-cover"
            type="url"
            className="field"
            value={form.coverArtUrl}
            onChange={(e) => set({ coverArtUrl: e.target.value })}
          />
        </FormField>
        <FormField id="audio-series" label="Serie">
          <input
            id="audio-series"
            className="field"
            value={form.series}
            onChange={(e) => set({ series: e.target.value })}
          />
        </FormField>
        <FormField id="audio-duration" label="Duración (segundos)">
          <input
            id="audio-duration"
            inputMode="numeric"
            className="field"
            value={form.duration}
            onChange={(e) => set({ duration: e.target.value })}
          />
        </FormField>
        <FormField id="audio-tags" label="Etiquetas (separadas por comas)">
          <input
            id="audio-tags"
            className="field"
            value={form.tags}
            onChange={(e) => set({ tags: e.target.value })}
          />
        </FormField>
        <PublishToggle checked={form.isPublished} onChange={(isPublished) => set({ isPublished })} />
      </div>
      <div className="mt-4 flex justify-end gap-3">
        <Link to="/audios" className="btn-secondary">
          {adminMessages.common.cancel}
        </Link>
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? adminMessages.common.saving : 'Guardar'}
        </button>
      </div>
    </form>
  );
}
