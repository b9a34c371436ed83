import { control, type FormDefinition, group, text, textarea } from '../formDefinition.ts';

const document = (key: string, legend: string) =>
  group(key, legend, [
    text('title', 'Título'),
    text('shortTitle', 'Título de la pestaña'),
    control('markdown', { kind: 'markdown', label: 'Contenido (Markdown)' }),
  ]);

export const legalForm: FormDefinition = {
  fields: [
    control('updatedOn', { kind: 'date', label: 'Última actualización' }),
    textarea('note', 'Nota', {
      rows: 3,
      hint: 'Que los documentos son ejemplos. Vacía cuando un abogado los haya revisado.',
    }),
    document('terms', 'Términos y condiciones'),
    document('privacy', 'Política de privacidad'),
    document('cookies', 'Política de cookies'),
  ],
};
