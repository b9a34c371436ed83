import type { SpeakerInput } from '#core/schemas/library.ts';
import { newSlug, type Slugged, savedSlug } from '../../lib/sluggedForm.ts';
import { slugify } from '../../lib/slugify.ts';
import type { Speaker } from './api.ts';

export interface SpeakerForm extends Slugged {
  name: string;
  bio: string;
  photoUrl: string;
}

export const emptySpeakerForm: SpeakerForm = { name: '', ...newSlug, bio: '', photoUrl: '' };

export function formFromSpeaker(speaker: Speaker): SpeakerForm {
  return {
    name: speaker.name,
    ...savedSlug(speaker.slug),
    bio: speaker.bio ?? '',
    photoUrl: speaker.photo_url ?? '',
  };
}

export function speakerInput(form: SpeakerForm): SpeakerInput {
  return { name: form.name, slug: slugify(form.slug), bio: form.bio, photo_url: form.photoUrl };
}
