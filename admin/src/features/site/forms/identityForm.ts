import { control, type FormDefinition, plainOptions, text, textarea } from '../formDefinition.ts';

/** Every zone the browser knows, for the schedule, events and every time the site shows. */
const zones = () => plainOptions(Intl.supportedValuesOf('timeZone'));

export const identityForm: FormDefinition = {
  fields: [
    text('name', 'Nombre del ministerio'),
    text('tagline', 'Lema'),
    textarea('description', 'Descripción', {
      rows: 3,
      hint: 'La leen los buscadores y la página de inicio (máximo 160 caracteres).',
    }),
    control('logo', { kind: 'image', label: 'Logo' }),
    control('ogImage', {
      kind: 'image',
      label: 'Imagen al compartir',
      hint: 'La muestran las redes y WhatsApp al compartir una página (1200 × 630).',
    }),
    control('timeZone', { kind: 'select', label: 'Zona horaria', options: zones }),
    control('prayerWallDays', {
      kind: 'number',
      label: 'Días en el muro de oración',
      min: 1,
      max: 365,
      hint: 'Cuánto tiempo sigue visible una petición aprobada en /oracion.',
    }),
  ],
};
