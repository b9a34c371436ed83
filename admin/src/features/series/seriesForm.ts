import type { SeriesInput } from '#core/schemas/library.ts';
import { newSlug, type Slugged, savedSlug } from '../../lib/sluggedForm.ts';
import { slugify } from '../../lib/slugify.ts';
import type { Series } from './api.ts';

export interface SeriesForm extends Slugged {
  title: string;
  description: string;
  coverImageUrl: string;
  isPublished: boolean;
}

export const emptySeriesForm: SeriesForm = {
  title: '',
  ...newSlug,
  description: '',
  coverImageUrl: '',
  isPublished: false,
};

export function formFromSeries(series: Series): SeriesForm {
  return {
    title: series.title,
    ...savedSlug(series.slug),
    description: series.description ?? '',
    coverImageUrl: series.cover_image_url ?? '',
    isPublished: series.is_published,
  };
}

export function seriesInput(form: SeriesForm): SeriesInput {
  return {
    title: form.title,
    slug: slugify(form.slug),
    description: form.description,
    cover_image_url: form.coverImageUrl,
    is_published: form.isPublished,
  };
}
