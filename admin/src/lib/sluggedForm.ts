import { slugify, slugifyWhileTyping } from './slugify.ts';

/** A form whose slug follows its name or title until the slug is typed by hand. */
export interface Slugged {
  slug: string;
  slugEdited: boolean;
}

/** A new name also rewrites the slug while the slug has not been edited (an existing row's counts as edited). */
/** A new row's slug: empty, and following the name until typed by hand. */
export const newSlug: Slugged = { slug: '', slugEdited: false };

/** A saved row keeps its slug (its page's and feeds' addresses) when renamed. */
export const savedSlug = (slug: string): Slugged => ({ slug, slugEdited: true });

export function withName<Form extends Slugged>(form: Form, key: keyof Form, name: string): Form {
  return form.slugEdited ? { ...form, [key]: name } : { ...form, [key]: name, slug: slugify(name) };
}

export function withTypedSlug<Form extends Slugged>(form: Form, slug: string): Form {
  return { ...form, slug: slugifyWhileTyping(slug), slugEdited: true };
}
