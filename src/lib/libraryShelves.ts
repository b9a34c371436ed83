import type { ResourceItem } from './contentTypes.ts';

/** Library shelves: the anchor id doubles as the resource `category` that fills the shelf. */
export const LIBRARY_SHELVES = [
  {
    id: 'biblias',
    title: 'Biblias',
    description: 'Biblias de estudio, planes anuales y herramientas de lectura.',
  },
  {
    id: 'libros',
    title: 'Libros',
    description: 'Libros del ministerio para crecer en el conocimiento del Reino.',
  },
  {
    id: 'devocionales',
    title: 'Devocionales',
    description: 'Lecturas diarias para cultivar tu tiempo con Dios.',
  },
  {
    id: 'guia',
    title: 'Guías de Estudio',
    description: 'Lecciones para grupos pequeños, discipulado y estudio personal.',
  },
  { id: 'regalos', title: 'Regalos', description: 'Materiales para bendecir a tus amigos y familiares.' },
  { id: 'ninos', title: 'Niños', description: 'Recursos para que los más pequeños conozcan a Jesús.' },
] as const;

/** Featured themes: the anchor id is the tag that places a resource under the theme. */
export const LIBRARY_THEMES = [
  { id: 'finanzas', title: 'Finanzas', verse: 'Honra al Señor con tus bienes. — Proverbios 3:9' },
  { id: 'familia', title: 'Familia', verse: 'Yo y mi casa serviremos al Señor. — Josué 24:15' },
  {
    id: 'sabiduria',
    title: 'Sabiduría',
    verse: 'El principio de la sabiduría es el temor del Señor. — Proverbios 9:10',
  },
  { id: 'salud', title: 'Salud', verse: 'Él sana a los quebrantados de corazón. — Salmo 147:3' },
  { id: 'animo', title: 'Ánimo', verse: 'Esfuérzate y sé valiente. — Josué 1:9' },
  { id: 'salvacion', title: 'Salvación', verse: 'Por gracia sois salvos por medio de la fe. — Efesios 2:8' },
  { id: 'crecimiento', title: 'Crecimiento', verse: 'Creced en la gracia y el conocimiento. — 2 Pedro 3:18' },
  { id: 'oracion', title: 'Oración', verse: 'Orad sin cesar. — 1 Tesalonicenses 5:17' },
] as const;

/** The in-page navigation of the library, in reading order. */
export const LIBRARY_NAV = [
  { href: '#inicio', label: 'Inicio' },
  { href: '#destacado', label: 'Destacado' },
  ...LIBRARY_SHELVES.map((shelf) => ({ href: `#${shelf.id}`, label: shelf.title })),
];

export function resourcesOnShelf(resources: readonly ResourceItem[], shelf: string): ResourceItem[] {
  return resources.filter((resource) => resource.category?.toLowerCase() === shelf);
}

export function resourcesWithTheme(resources: readonly ResourceItem[], theme: string): ResourceItem[] {
  return resources.filter((resource) => resource.tags.some((tag) => tag.toLowerCase() === theme));
}
