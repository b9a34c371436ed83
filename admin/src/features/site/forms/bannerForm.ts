import { control, type FormDefinition, text } from '../formDefinition.ts';

export const bannerForm: FormDefinition = {
  fields: [
    control('enabled', { kind: 'switch', label: 'Mostrar el aviso' }),
    text('text', 'Texto del aviso', { hint: 'Breve: máximo 160 caracteres.' }),
    text('linkLabel', 'Texto del enlace'),
    text('link', 'Enlace', { hint: 'Una página del sitio (/eventos) o un enlace https://. Opcional.' }),
    control('start', {
      kind: 'datetime',
      label: 'Desde',
      hint: 'En la zona horaria del ministerio. Aparece y desaparece solo.',
    }),
    control('end', { kind: 'datetime', label: 'Hasta' }),
  ],
};
