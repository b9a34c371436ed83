import type { Tables } from '#core/database.types.ts';
import type { PostInput } from '#core/schemas/post.ts';
import { postIsPublished, postPublishedAt, toLocalInput } from '../../lib/publishedAt.ts';
import { newSlug, type Slugged, savedSlug } from '../../lib/sluggedForm.ts';
import { slugify } from '../../lib/slugify.ts';
import { formatTags, parseTags } from '../../lib/tags.ts';

/** What the editor's inputs hold; strings throughout, converted once on save. */
export interface PostForm extends Slugged {
  title: string;
  content: string;
  description: string;
  metaDescription: string;
  featuredImageUrl: string;
  category: string;
  tags: string;
  isPublished: boolean;
  publishedAt: string;
}

export const emptyPostForm: PostForm = {
  title: '',
  ...newSlug,
  content: '',
  description: '',
  metaDescription: '',
  featuredImageUrl: '',
  category: 'general',
  tags: '',
  isPublished: false,
  publishedAt: '',
};

/** Edit mode treats the saved slug as hand-written, so renaming a post never changes its link. */
export function formFromPost(post: Tables<'posts'>): PostForm {
  return {
    title: post.title,
    ...savedSlug(post.slug),
    content: post.content,
    description: post.description ?? '',
    metaDescription: post.meta_description ?? '',
    featuredImageUrl: post.featured_image_url ?? '',
    category: post.category,
    tags: formatTags(post.tags),
    isPublished: post.is_published,
    publishedAt: toLocalInput(post.published_at),
  };
}

/** Row fields to validate and save for 'Guardar Borrador' (draft) or 'Publicar Ahora' (publish). */
export function postInput(form: PostForm, action: 'draft' | 'publish', now: Date): PostInput {
  const isPublished = postIsPublished(action, form.isPublished);
  return {
    title: form.title,
    slug: slugify(form.slug),
    content: form.content,
    description: form.description,
    meta_description: form.metaDescription,
    featured_image_url: form.featuredImageUrl,
    category: form.category,
    tags: parseTags(form.tags),
    is_published: isPublished,
    published_at: postPublishedAt(isPublished, form.publishedAt || null, now),
  };
}

export function metaHint(length: number): 'short' | 'ideal' | 'over' {
  if (length > 160) return 'over';
  return length >= 150 ? 'ideal' : 'short';
}
