import { OPENING_ICONS } from '#core/site/openings.ts';
import {
  control,
  type FormDefinition,
  group,
  lines,
  plainOptions,
  text,
  textarea,
} from '../formDefinition.ts';

const icon = control('icon', { kind: 'select', label: 'Icono', options: plainOptions(OPENING_ICONS) });

export const openingsForm: FormDefinition = {
  fields: [
    {
      kind: 'list',
      key: 'areas',
      label: 'Áreas clave',
      itemName: 'Área',
      itemTitle: (item) => String(item.title ?? ''),
      fields: [icon, text('title', 'Título'), textarea('description', 'Descripción', { rows: 2 })],
      newItem: () => ({ icon: OPENING_ICONS[0], title: '', description: '' }),
    },
    {
      kind: 'list',
      key: 'positions',
      label: 'Posiciones',
      hint: 'Una posición cerrada sigue aquí pero deja de mostrarse en /careers.',
      itemName: 'Posición',
      itemTitle: (item) => String(item.title ?? ''),
      fields: [
        control('open', { kind: 'switch', label: 'Abierta' }),
        text('title', 'Título', { hint: 'Es lo que guarda cada solicitud.' }),
        text('id', 'Identificador', { hint: 'Minúsculas, cifras y guiones bajos: community_manager.' }),
        icon,
        textarea('shortDescription', 'Descripción breve', { rows: 2 }),
        text('category', 'Categoría'),
        text('type', 'Tipo', { hint: 'Remunerado, Voluntario…' }),
        group('fullDescription', 'Descripción completa', [
          textarea('introduction', 'Introducción', { rows: 4 }),
          lines('education', 'Formación', 'Requisito'),
          lines('responsibilities', 'Responsabilidades', 'Responsabilidad'),
          text('schedule', 'Horario'),
          text('reportsTo', 'Reporta a'),
          lines('idealProfile', 'Perfil ideal', 'Rasgo'),
        ]),
      ],
      newItem: () => ({
        id: '',
        title: '',
        icon: OPENING_ICONS[0],
        shortDescription: '',
        category: '',
        type: '',
        open: true,
        fullDescription: {
          introduction: '',
          education: [''],
          responsibilities: [''],
          schedule: '',
          reportsTo: '',
          idealProfile: [''],
        },
      }),
    },
  ],
};
