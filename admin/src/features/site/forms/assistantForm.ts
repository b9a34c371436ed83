import { control, type FormDefinition, lines, text, textarea } from '../formDefinition.ts';
import { newKey } from './scheduleForm.ts';

const placeholders = 'Puedes usar {bot}, {ministerio}, {asistente}, {correo} y {telefono}.';

export const assistantForm: FormDefinition = {
  fields: [
    text('botName', 'Nombre del asistente'),
    textarea('greeting', 'Saludo', { rows: 3, hint: placeholders }),
    lines('quickQuestions', 'Preguntas rápidas', 'Pregunta'),
    {
      kind: 'list',
      key: 'studyTopics',
      label: 'Temas de estudio',
      itemName: 'Tema',
      itemTitle: (item) => String(item.title ?? ''),
      fields: [text('title', 'Título'), textarea('answer', 'Respuesta', { rows: 4 })],
      generated: ['id'],
      newItem: () => ({ id: newKey('tema'), title: '', answer: '' }),
    },
    {
      kind: 'list',
      key: 'answers',
      label: 'Respuestas por palabra clave',
      hint: 'Se comparan en orden con lo que escribe el visitante; responde la primera que coincide.',
      itemName: 'Respuesta',
      itemTitle: (item) => (Array.isArray(item.keywords) ? item.keywords.slice(0, 3).join(', ') : ''),
      fields: [
        lines('keywords', 'Palabras clave', 'Palabra', {
          hint: 'Comienzos de palabra sin tildes: «oraci» encuentra oración y oraciones.',
        }),
        textarea('text', 'Respuesta', { rows: 3, hint: placeholders }),
        control('action', {
          kind: 'select',
          label: 'Además',
          options: [
            { value: 'none', label: 'Nada más' },
            { value: 'prayer', label: 'Pedir los datos para orar' },
            { value: 'topics', label: 'Ofrecer los temas de estudio' },
            { value: 'assistant', label: 'Enlazar al asistente de IA' },
          ],
        }),
        text('linkLabel', 'Texto del enlace'),
        text('linkHref', 'Enlace', { hint: 'Una página del sitio (/donate) o un enlace https://.' }),
      ],
      generated: ['id'],
      newItem: () => ({
        id: newKey('respuesta'),
        keywords: [''],
        text: '',
        action: 'none',
        linkLabel: '',
        linkHref: '',
      }),
    },
    textarea('fallback', 'Si no entiende', { rows: 3, hint: placeholders }),
  ],
};
