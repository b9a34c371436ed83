import type { PostSummary } from '../contentTypes.ts';

/** Sample published posts shown until the posts loader is wired (and as the spec's fallback content). */
export const SAMPLE_POSTS: PostSummary[] = [
  {
    id: 'sample-post-1',
    title: 'Viviendo bajo el gobierno de Cristo',
    slug: 'viviendo-bajo-el-gobierno-de-cristo',
    description:
      'El Reino de Dios no es solo una esperanza futura: es una realidad presente que transforma nuestras decisiones, relaciones y prioridades cada día.',
    created_at: '2025-05-28T15:00:00Z',
    featured_image_url: null,
    category: 'vida-cristiana',
    tags: ['reino', 'destacado', 'pastor'],
  },
  {
    id: 'sample-post-2',
    title: 'Cinco claves para una vida de oración constante',
    slug: 'cinco-claves-vida-de-oracion',
    description:
      'La oración no es un ritual sino una conversación. Descubre cómo cultivar un tiempo diario con Dios aun en medio de una agenda ocupada.',
    created_at: '2025-05-14T15:00:00Z',
    featured_image_url: null,
    category: 'oracion',
    tags: ['oración', 'meditaciones'],
  },
  {
    id: 'sample-post-3',
    title: 'La fe que mueve montañas',
    slug: null,
    description:
      'Jesús habló de una fe del tamaño de un grano de mostaza. ¿Qué significa confiar en Dios cuando las circunstancias parecen imposibles?',
    created_at: '2025-04-30T15:00:00Z',
    featured_image_url: null,
    category: 'fe',
    tags: ['fe', 'destacado'],
  },
  {
    id: 'sample-post-4',
    title: 'Carta del pastor: un tiempo para sembrar',
    slug: 'carta-del-pastor-tiempo-para-sembrar',
    description:
      'Una palabra de ánimo para la congregación sobre la paciencia, la fidelidad y la cosecha que Dios promete a quienes no se cansan de hacer el bien.',
    created_at: '2025-04-12T15:00:00Z',
    featured_image_url: null,
    category: 'vida-cristiana',
    tags: ['pastor'],
  },
  {
    id: 'sample-post-5',
    title: 'Meditación: el Señor es mi pastor',
    slug: 'meditacion-el-senor-es-mi-pastor',
    description:
      'Una lectura pausada del Salmo 23 para descansar en el cuidado de Dios y renovar la confianza en su provisión.',
    created_at: '2025-03-22T15:00:00Z',
    featured_image_url: null,
    category: 'fe',
    tags: ['meditaciones', 'salmos'],
  },
  {
    id: 'sample-post-6',
    title: 'Discipular en casa: la familia como primera iglesia',
    slug: 'discipular-en-casa',
    description:
      'Ideas prácticas para enseñar la Palabra a los hijos y hacer del hogar un lugar donde el Reino de Dios se vive todos los días.',
    created_at: '2025-03-02T15:00:00Z',
    featured_image_url: null,
    category: 'familia',
    tags: ['familia', 'discipulado'],
  },
];
