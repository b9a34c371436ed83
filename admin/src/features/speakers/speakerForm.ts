import type { SpeakerInput } from '#core/schemas/library.ts';
import type { Slugged } from '../../lib/sluggedForm.ts';
import { slugify } from '../../lib/slugify.ts';
import type { Speaker } from './api.ts';

export interface SpeakerForm extends Slugged {
  name: string;
  bio: string;
  photoUrl: string;
}

export const emptySpeakerForm: SpeakerForm = { name: '', slug: '', slugEdited: false, bio: '', photoUrl: '' };

/** An existing speaker keeps their slug (their page and feed addresses) when renamed. */
export function formFromSpeaker(speaker: Speaker): SpeakerForm {
  return {
    name: speaker.name,
    slug: speaker.slug,
    slugEdited: true,
    bio: speaker.bio ?? '',
    photoUrl: speaker.photo_url ?? '',
  };
}

export function speakerInput(form: SpeakerForm): SpeakerInput {
  return { name: form.name, slug: slugify(form.slug), bio: form.bio, photo_url: form.photoUrl };
}
