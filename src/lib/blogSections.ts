import type { PostSummary, ResourceItem } from './contentTypes.ts';

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
}

/** The seven /blog cards of spec §2, each a real page at /blog/{slug}. */
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

/** Posts of a section, newest first: those tagged with the section's tag (accents and case ignored). */
export function postsForSection(posts: readonly PostSummary[], section: BlogSection): PostSummary[] {
  const { tag } = section;
  const matching =
    tag === undefined ? posts : posts.filter((post) => post.tags.some((t) => fold(t) === fold(tag)));
  return [...matching].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

/** Library resources published as PDF files. */
export function pdfResources(resources: readonly ResourceItem[]): ResourceItem[] {
  return resources.filter((resource) => fold(resource.file_type ?? '').replace(/^\./, '') === 'pdf');
}
