import type { SeriesInput } from '#core/schemas/library.ts';
import type { Slugged } from '../../lib/sluggedForm.ts';
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
  slug: '',
  slugEdited: false,
  description: '',
  coverImageUrl: '',
  isPublished: false,
};

/** An existing series keeps its slug (its page and feed addresses) when renamed. */
export function formFromSeries(series: Series): SeriesForm {
  return {
    title: series.title,
    slug: series.slug,
    slugEdited: true,
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
