import { OVERVIEW_ICONS } from '#core/site/home.ts';
import { control, type FormDefinition, group, plainOptions, text, textarea } from '../formDefinition.ts';
import { newKey } from './scheduleForm.ts';

const heading = [
  text('eyebrow', 'Antetítulo'),
  text('title', 'Título'),
  textarea('lead', 'Entradilla', { rows: 2 }),
];
const card = [
  text('title', 'Título'),
  textarea('text', 'Texto', { rows: 2 }),
  text('action', 'Texto del botón'),
];
const callToAction = (key: string, legend: string) =>
  group(key, legend, [
    text('eyebrow', 'Antetítulo'),
    text('title', 'Título'),
    textarea('text', 'Texto', { rows: 2 }),
    text('action', 'Texto del botón'),
  ]);

export const homeForm: FormDefinition = {
  fields: [
    group('hero', 'Portada', [
      text('eyebrow', 'Antetítulo'),
      text('title', 'Título'),
      textarea('lead', 'Entradilla', { rows: 3 }),
      text('action', 'Texto del botón'),
      group('verse', 'Versículo', [
        textarea('text', 'Texto del versículo', { rows: 2, hint: 'Vacío: no se muestra.' }),
        text('reference', 'Cita'),
      ]),
    ]),
    group('overview', 'Bienvenida', [
      ...heading,
      {
        kind: 'list',
        key: 'cards',
        label: 'Tarjetas',
        itemName: 'Tarjeta',
        itemTitle: (item) => String(item.title ?? ''),
        fields: [
          control('icon', { kind: 'select', label: 'Icono', options: plainOptions(OVERVIEW_ICONS) }),
          ...card,
          text('href', 'Enlace', { hint: 'Una página del sitio (/about) o un enlace https://.' }),
        ],
        newItem: () => ({ icon: OVERVIEW_ICONS[0], title: '', text: '', action: '', href: '/' }),
      },
    ]),
    group('participate', 'Participa', [
      ...heading,
      group('subscribe', 'Suscribirse', card),
      group('pray', 'Orar', [...card, text('wallLink', 'Enlace al muro de oración')]),
      group('give', 'Dar', card),
    ]),
    callToAction('careers', 'Servir'),
    callToAction('final', 'Llamada final'),
    {
      kind: 'list',
      key: 'fixedTestimonials',
      label: 'Testimonios fijos',
      hint: 'Se muestran primero en el carrusel, antes de los aprobados.',
      itemName: 'Testimonio',
      itemTitle: (item) => String(item.name ?? ''),
      fields: [
        text('name', 'Nombre'),
        text('country', 'País'),
        textarea('testimonial_text', 'Testimonio', { rows: 3 }),
        control('photo_url', { kind: 'photo', label: 'Foto' }),
      ],
      generated: ['id'],
      newItem: () => ({
        id: newKey('testimonio'),
        name: '',
        country: '',
        testimonial_text: '',
        photo_url: null,
      }),
    },
  ],
};
