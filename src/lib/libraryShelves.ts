import type { PublicResource } from '#core/content/contentSchemas.ts';

type Shelved = Pick<PublicResource, 'category' | 'tags'>;

import type { IconName } from './icons.ts';

/** A shelf or a theme of the library: its anchor id and its icon (a name Icon.astro draws). */
interface LibrarySection {
  id: string;
  icon: IconName;
  title: string;
}

/** Library shelves: the anchor id doubles as the resource `category` that fills the shelf */
export const LIBRARY_SHELVES = [
  {
    id: 'biblias',
    icon: 'BookOpen',
    title: 'Biblias',
    description: 'Biblias de estudio, planes anuales y herramientas de lectura.',
  },
  {
    id: 'libros',
    icon: 'Library',
    title: 'Libros',
    description: 'Libros del ministerio para crecer en el conocimiento del Reino.',
  },
  {
    id: 'devocionales',
    icon: 'Sun',
    title: 'Devocionales',
    description: 'Lecturas diarias para cultivar tu tiempo con Dios.',
  },
  {
    id: 'guia',
    icon: 'GraduationCap',
    title: 'Guías de Estudio',
    description: 'Lecciones para grupos pequeños, discipulado y estudio personal.',
  },
  {
    id: 'regalos',
    icon: 'Gift',
    title: 'Regalos',
    description: 'Materiales para bendecir a tus amigos y familiares.',
  },
  {
    id: 'ninos',
    icon: 'Baby',
    title: 'Niños',
    description: 'Recursos para que los más pequeños conozcan a Jesús.',
  },
] as const satisfies readonly (LibrarySection & { description: string })[];

/** Featured themes: the anchor id is the tag that places a resource under the theme */
export const LIBRARY_THEMES = [
  {
    id: 'finanzas',
    icon: 'Coins',
    title: 'Finanzas',
    verse: 'Honra al Señor con tus bienes. — Proverbios 3:9',
  },
  {
    id: 'familia',
    icon: 'House',
    title: 'Familia',
    verse: 'Yo y mi casa serviremos al Señor. — Josué 24:15',
  },
  {
    id: 'sabiduria',
    icon: 'Brain',
    title: 'Sabiduría',
    verse: 'El principio de la sabiduría es el temor del Señor. — Proverbios 9:10',
  },
  {
    id: 'salud',
    icon: 'HeartPulse',
    title: 'Salud',
    verse: 'Él sana a los quebrantados de corazón. — Salmo 147:3',
  },
  { id: 'animo', icon: 'Sparkles', title: 'Ánimo', verse: 'Esfuérzate y sé valiente. — Josué 1:9' },
  {
    id: 'salvacion',
    icon: 'Cross',
    title: 'Salvación',
    verse: 'Por gracia sois salvos por medio de la fe. — Efesios 2:8',
  },
  {
    id: 'crecimiento',
    icon: 'Sprout',
    title: 'Crecimiento',
    verse: 'Creced en la gracia y el conocimiento. — 2 Pedro 3:18',
  },
  { id: 'oracion', icon: 'HandHeart', title: 'Oración', verse: 'Orad sin cesar. — 1 Tesalonicenses 5:17' },
] as const satisfies readonly (LibrarySection & { verse: string })[];

/** The in-page navigation of the library, in reading order. */
export const LIBRARY_NAV = [
  { href: '#inicio', label: 'Inicio' },
  { href: '#destacado', label: 'Destacado' },
  ...LIBRARY_SHELVES.map((shelf) => ({ href: `#${shelf.id}`, label: shelf.title })),
];

export function resourcesOnShelf<R extends Shelved>(resources: readonly R[], shelf: string): R[] {
  return resources.filter((resource) => resource.category?.toLowerCase() === shelf);
}

export function resourcesWithTheme<R extends Shelved>(resources: readonly R[], theme: string): R[] {
  return resources.filter((resource) => resource.tags.some((tag) => tag.toLowerCase() === theme));
}
