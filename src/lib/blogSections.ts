import type { PostView, PublicResource } from '#core/content/contentSchemas.ts';

/** What listing a post needs of it: tests and pages pass whole posts. */
type Listed = Pick<PostView, 'published_at' | 'created_at' | 'tags'>;

/** What a blog section page lists. */
export type BlogSectionKind = 'posts' | 'pdf' | 'readingPlans' | 'subscriptions';

export interface BlogSection {
  slug: string;
  title: string;
  description: string;
  /** Lucide icon name drawn on the /blog card. */
  icon: 'FileText' | 'Feather' | 'UserRound' | 'Star' | 'FileDown' | 'CalendarDays' | 'Mail';
  kind: BlogSectionKind;
  /** For post sections: the tag a post carries to appear here; absent means every post. */
  tag?: string;
  /** When no post carries the tag, show the most recent ones instead of an empty page. */
  recentWhenUntagged?: number;
}

/** The seven /blog cards of docs/spec.md §2, each a real page at /blog/{slug}. */
export const BLOG_SECTIONS: readonly BlogSection[] = [
  {
    slug: 'articulos',
    title: 'Artículos',
    description: 'Enseñanzas escritas para profundizar en la Palabra y en la vida del Reino.',
    icon: 'FileText',
    kind: 'posts',
  },
  {
    slug: 'meditaciones',
    title: 'Meditaciones',
    description: 'Reflexiones breves para comenzar el día en la presencia de Dios.',
    icon: 'Feather',
    kind: 'posts',
    tag: 'meditaciones',
  },
  {
    slug: 'pastor',
    title: 'Palabras del Pastor',
    description: 'Cartas y mensajes de nuestro pastor para la congregación.',
    icon: 'UserRound',
    kind: 'posts',
    tag: 'pastor',
  },
  {
    slug: 'destacados',
    title: 'Destacados',
    description: 'Las publicaciones que más han bendecido a nuestra comunidad.',
    icon: 'Star',
    kind: 'posts',
    tag: 'destacado',
    recentWhenUntagged: 6,
  },
  {
    slug: 'pdf',
    title: 'Recursos en PDF',
    description: 'Estudios y guías para descargar, imprimir y compartir.',
    icon: 'FileDown',
    kind: 'pdf',
  },
  {
    slug: 'planes-lectura',
    title: 'Planes de Lectura',
    description: 'Recorridos guiados por la Biblia para leer con constancia.',
    icon: 'CalendarDays',
    kind: 'readingPlans',
  },
  {
    slug: 'suscripciones',
    title: 'Suscripciones',
    description: 'Recibe nuestras reflexiones semanales en tu correo electrónico.',
    icon: 'Mail',
    kind: 'subscriptions',
  },
];

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

const listedAt = (post: Listed) => Date.parse(post.published_at ?? post.created_at) || 0;

/**
 * Posts of a section, newest first: those tagged with the section's tag (accents and case ignored), or
 * the most recent ones when the section allows it and nothing is tagged yet.
 */
export function postsForSection<P extends Listed>(posts: readonly P[], section: BlogSection): P[] {
  const { tag, recentWhenUntagged } = section;
  const newest = [...posts].sort((a, b) => listedAt(b) - listedAt(a));
  if (tag === undefined) return newest;
  const tagged = newest.filter((post) => post.tags.some((t) => fold(t) === fold(tag)));
  return tagged.length === 0 && recentWhenUntagged ? newest.slice(0, recentWhenUntagged) : tagged;
}

/** Library resources published as PDF files. */
export function pdfResources<R extends Pick<PublicResource, 'file_type'>>(resources: readonly R[]): R[] {
  return resources.filter((resource) => fold(resource.file_type ?? '').replace(/^\./, '') === 'pdf');
}

/** Posts per page on a section page and on each page of the articles archive. */
export const SECTION_PAGE_SIZE = 24;

export interface PostPage<P> {
  posts: P[];
  /** 1-based. */
  page: number;
  totalPages: number;
}

/** One page of a post list (pages past the end are empty); page 1 is the section page itself. */
export function postPage<P>(posts: readonly P[], page: number, size = SECTION_PAGE_SIZE): PostPage<P> {
  const totalPages = Math.max(1, Math.ceil(posts.length / size));
  return { posts: posts.slice((page - 1) * size, page * size), page, totalPages };
}

/** Path of a page of the articles archive (/blog/articulos, then /blog/articulos/2…). */
export const articlesPagePath = (page: number): string =>
  page <= 1 ? '/blog/articulos' : `/blog/articulos/${page}`;
