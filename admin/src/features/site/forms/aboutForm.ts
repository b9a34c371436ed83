import { VALUE_ICONS } from '#core/aboutIcons.ts';
import {
  control,
  type FormDefinition,
  group,
  lines,
  plainOptions,
  text,
  textarea,
} from '../formDefinition.ts';

const section = (key: string, legend: string) =>
  group(key, legend, [
    text('title', 'Título'),
    textarea('text1', 'Primer párrafo', { rows: 3 }),
    textarea('text2', 'Segundo párrafo', { rows: 3 }),
  ]);

export const aboutForm: FormDefinition = {
  fields: [
    group('header', 'Encabezado', [text('title', 'Título'), textarea('subtitle', 'Subtítulo', { rows: 2 })]),
    group('founder', 'Fundador', [
      text('name', 'Nombre'),
      text('title', 'Cargo'),
      lines('bio', 'Biografía', 'Párrafo', { rows: 4 }),
      control('image', { kind: 'image', label: 'Foto' }),
    ]),
    group('missionVision', 'Misión y visión', [
      text('mainTitle', 'Título'),
      textarea('subtitle', 'Subtítulo', { rows: 2 }),
      section('mission', 'Misión'),
      section('vision', 'Visión'),
    ]),
    {
      kind: 'list',
      key: 'values',
      label: 'Valores',
      itemName: 'Valor',
      itemTitle: (item) => String(item.title ?? ''),
      fields: [
        control('icon', { kind: 'select', label: 'Icono', options: plainOptions(VALUE_ICONS) }),
        text('title', 'Título'),
        textarea('description', 'Descripción', { rows: 2 }),
      ],
      newItem: () => ({ icon: 'Award', title: '', description: '' }),
    },
    {
      kind: 'list',
      key: 'timeline',
      label: 'Historia',
      hint: 'Los hitos en el orden en que se muestran; los lados se alternan solos.',
      itemName: 'Hito',
      itemTitle: (item) => [item.year, item.title].filter(Boolean).join(' · '),
      fields: [
        text('year', 'Año'),
        text('title', 'Título'),
        textarea('description', 'Descripción', { rows: 2 }),
      ],
      newItem: () => ({ year: '', title: '', description: '' }),
    },
  ],
};
