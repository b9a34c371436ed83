import type { PublicResource } from '#core/content/contentSchemas.ts';
import { LIBRARY_SHELVES } from '#core/content/libraryShelves.ts';
import type { IconName } from './icons.ts';

type Shelved = Pick<PublicResource, 'category' | 'tags'>;

/** A shelf or a theme of the library: its anchor id and its icon (a name Icon.astro draws). */
interface LibrarySection {
  id: string;
  icon: IconName;
  title: string;
}

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
