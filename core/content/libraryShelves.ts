/**
 * The library's shelves: what both apps say of a resource's `category`. The site draws one shelf per entry
 * (src/lib/libraryShelves.ts adds its themes and navigation); the admin offers them as the category choices.
 * `icon` names a Lucide icon the site draws (src/lib/icons.ts), checked where Icon.astro takes it.
 */

/** The anchor id doubles as the resource `category` that fills the shelf. */
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
] as const satisfies readonly { id: string; icon: string; title: string; description: string }[];
