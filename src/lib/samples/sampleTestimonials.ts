import type { TestimonialItem } from '../contentTypes.ts';

/** Sample approved testimonials, shown after the fixed ones of siteConfig until the loader is wired. */
export const SAMPLE_TESTIMONIALS: TestimonialItem[] = [
  {
    id: 'sample-testimonial-1',
    name: 'Lucía Fernández',
    country: 'Argentina',
    testimonial_text:
      'Pedí oración por la salud de mi madre y recibí una respuesta llena de amor. Dios fue fiel y hoy ella está recuperada.',
    photo_url: null,
  },
  {
    id: 'sample-testimonial-2',
    name: null,
    country: 'Perú',
    testimonial_text:
      'Los audios de enseñanza me acompañan cada mañana camino al trabajo. Mi fe ha crecido muchísimo.',
    photo_url: null,
  },
  {
    id: 'sample-testimonial-3',
    name: 'José Ramírez',
    country: null,
    testimonial_text: 'Gracias a los planes de lectura terminé de leer la Biblia completa por primera vez.',
    photo_url: null,
  },
];
