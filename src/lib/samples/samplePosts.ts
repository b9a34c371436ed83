import { blankRow, type PublicPost, publicPostSchema } from '#core/content/contentSchemas.ts';

const post = (
  id: string,
  title: string,
  slug: string,
  description: string,
  content: string,
  published_at: string,
  category: string,
  tags: string[],
): PublicPost =>
  publicPostSchema.parse({
    ...blankRow(publicPostSchema),
    id,
    title,
    slug,
    content,
    description,
    meta_description: description.length <= 160 ? description : null,
    category,
    tags,
    is_published: true,
    published_at,
    created_at: published_at,
    scripture_references: [],
    speaker_links: [],
  });

/** docs/spec.md §4: the three sample posts the blog shows while the posts table has nothing published. */
export const SAMPLE_POSTS: PublicPost[] = [
  post(
    'sample-post-1',
    'Viviendo bajo el gobierno de Cristo',
    'viviendo-bajo-el-gobierno-de-cristo',
    'El Reino de Dios no es solo una esperanza futura: es una realidad presente que transforma nuestras decisiones cada día.',
    `Jesús anunció que **el Reino de Dios se ha acercado** (Marcos 1:15). No habló de un lugar lejano, sino de un gobierno que comienza hoy en quien le sigue.

## Una realidad presente

Vivir bajo el gobierno de Cristo significa rendirle nuestras decisiones, relaciones y prioridades.

> «Buscad primeramente el reino de Dios y su justicia.» — Mateo 6:33`,
    '2025-05-28T15:00:00Z',
    'vida-cristiana',
    ['reino', 'destacado'],
  ),
  post(
    'sample-post-2',
    'Cinco claves para una vida de oración constante',
    'cinco-claves-vida-de-oracion',
    'La oración no es un ritual sino una conversación. Descubre cómo cultivar un tiempo diario con Dios.',
    `La oración es una conversación con un Padre que escucha.

1. Elige un momento fijo.
2. Ora con la Biblia abierta.
3. Lleva una lista de peticiones.
4. Da gracias por las respuestas.
5. Persevera aun cuando la respuesta tarda.`,
    '2025-05-14T15:00:00Z',
    'oracion',
    ['oración', 'meditaciones'],
  ),
  post(
    'sample-post-3',
    'La fe que mueve montañas',
    'la-fe-que-mueve-montanas',
    'Jesús habló de una fe del tamaño de un grano de mostaza. ¿Qué significa confiar en Dios cuando todo parece imposible?',
    `Jesús dijo que una fe *del tamaño de un grano de mostaza* basta para mover montañas (Mateo 17:20).

La fe no mira el tamaño del problema, sino la grandeza de Dios.`,
    '2025-04-30T15:00:00Z',
    'fe',
    ['fe', 'destacado'],
  ),
];
