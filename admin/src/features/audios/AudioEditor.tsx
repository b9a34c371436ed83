import { type AudioFields, audioSchema } from '#core/schemas/media.ts';
import { MediaEditor, type MediaEditorConfig } from '../../components/MediaEditor.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { linksFromRow } from '../teachings/teachingLinks.ts';
import { type AudioWithSpeakers, getAudio, saveAudio } from './api.ts';
import { type AudioForm, audioInput, emptyAudioForm, formFromAudio } from './audioEditor.utils.ts';

const copy = adminMessages.resources.audios;

const config: MediaEditorConfig<AudioForm, AudioWithSpeakers, AudioFields> = {
  kind: 'audio',
  fields: [
    { key: 'audioUrl', id: 'url', label: copy.fields.url, kind: 'url', required: true },
    { key: 'coverArtUrl', id: 'cover', label: copy.fields.cover, kind: 'url' },
  ],
  emptyForm: emptyAudioForm,
  load: getAudio,
  toForm: formFromAudio,
  toLinks: (row) => linksFromRow(row, row.audio_speakers),
  toInput: audioInput,
  schema: audioSchema,
  save: saveAudio,
};

/** /audios/new and /audios/edit/:audioId (MediaEditor). */
export const AudioEditor = () => <MediaEditor config={config} />;
