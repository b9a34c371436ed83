import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { adminMessages } from '../../../../core/admin/messages.ts';
import { videoSchema } from '../../../../core/schemas/media.ts';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { FormField } from '../../components/FormField.tsx';
import { PublishToggle } from '../../components/PublishToggle.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { errorMessage } from '../../lib/errorMessage.ts';
import { useStaff } from '../../lib/session.tsx';
import { useToast } from '../../lib/toast.tsx';
import { useRecord } from '../../lib/useRecord.ts';
import { getVideo, saveVideo } from './api.ts';
import { emptyVideoForm, formFromVideo, type VideoForm, videoInput } from './videoEditor.utils.ts';

const copy = adminMessages.videos;

/** /videos/new and /videos/edit/:videoId; saving returns to the list (spec §4). */
export function VideoEditor() {
  const { videoId } = useParams();
  const record = useRecord(videoId, getVideo);
  if (record.kind === 'loading') return <Spinner label={adminMessages.common.loading} />;
  if (record.kind === 'notFound' || record.kind === 'error') {
    return (
      <ErrorPanel title={copy.loadError} error={record.kind === 'error' ? record.error : copy.notFound}>
        <Link to="/videos" className="btn-secondary mt-3">
          {adminMessages.common.back}
        </Link>
      </ErrorPanel>
    );
  }
  const initial = record.kind === 'ready' ? formFromVideo(record.row) : emptyVideoForm;
  return <VideoFormView key={videoId ?? 'new'} videoId={videoId} initial={initial} />;
}

function VideoFormView({ videoId, initial }: { videoId?: string; initial: VideoForm }) {
  const staff = useStaff();
  const toast = useToast();
  const navigate = useNavigate();
  const [form, setForm] = useState(initial);
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<VideoForm>) => setForm((previous) => ({ ...previous, ...change }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { input, published_at } = videoInput(form, new Date());
    const parsed = videoSchema.safeParse(input);
    if (!parsed.success) {
      toast.error(adminMessages.validation.validationTitle, parsed.error.issues[0]?.message);
      return;
    }
    setSaving(true);
    try {
      await saveVideo(videoId, { ...parsed.data, published_at }, staff.userId);
      toast.success(videoId ? copy.updated : copy.created);
      navigate('/videos');
    } catch (error) {
      toast.error(videoId ? copy.updateError : copy.createError, errorMessage(error));
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} className="max-w-3xl">
      <h1 className="text-2xl font-bold">{videoId ? 'Editar video' : 'Nuevo video'}</h1>
      <div className="card mt-6 space-y-4">
        <FormField id="video-title" label="Título">
          <input
            id="video-title"
            required
            className="field"
            value={form.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        </FormField>
        <FormField id="video-description" label="Descripción">
          <textarea
            id="video-description"
            rows={4}
            className="field"
            value={form.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        </FormField>
        <FormField id="video-url" label="URL del video">
          <input
            id="video-url"
            type="url"
            required
            className="field"
            value={form.videoUrl}
            onChange={(e) => set({ videoUrl: e.target.value })}
          />
        </FormField>
        <FormField id="video-thumbnail" label="URL de la miniatura">
          <input
            id="video-thumbnail"
            type="url"
            className="field"
            value={form.thumbnailUrl}
            onChange={(e) => set({ thumbnailUrl: e.target.value })}
          />
        </FormField>
        <FormField id="video-duration" label="Duración (segundos)">
          <input
            id="video-duration"
            inputMode="numeric"
            className="field"
            value={form.duration}
            onChange={(e) => set({ duration: e.target.value })}
          />
        </FormField>
        <FormField id="video-tags" label="Etiquetas (separadas por comas)">
          <input
            id="video-tags"
            className="field"
            value={form.tags}
            onChange={(e) => set({ tags: e.target.value })}
          />
        </FormField>
        <PublishToggle checked={form.isPublished} onChange={(isPublished) => set({ isPublished })} />
      </div>
      <div className="mt-4 flex justify-end gap-3">
        <Link to="/videos" className="btn-secondary">
          {adminMessages.common.cancel}
        </Link>
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? adminMessages.common.saving : 'Guardar'}
        </button>
      </div>
    </form>
  );
}
