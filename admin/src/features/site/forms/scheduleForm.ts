import { type Schedule, WEEKDAYS } from '#core/site/schedule.ts';
import { control, type FormDefinition, type Option, text } from '../formDefinition.ts';

const weekdays: Option[] = WEEKDAYS.map((day, index) => ({ value: String(index), label: day }));

/** An exception names one service, or every service of its day. */
const services = (area: unknown): Option[] => [
  { value: '', label: 'Todas las reuniones de ese día' },
  ...((area as Schedule | undefined)?.services ?? []).map((service) => ({
    value: service.id,
    label: service.name || 'Reunión sin nombre',
  })),
];

/** A stable key other values point at (an exception names its service by it); never shown. */
export const newKey = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const place = text('place', 'Lugar', { hint: 'Vacío: la dirección del ministerio.' });

export const scheduleForm: FormDefinition = {
  fields: [
    {
      kind: 'list',
      key: 'services',
      label: 'Reuniones de cada semana',
      hint: 'Horas en la zona horaria del ministerio, en formato de 24 horas (19:00).',
      itemName: 'Reunión',
      itemTitle: (service) => String(service.name ?? ''),
      fields: [
        text('name', 'Nombre'),
        control('weekday', { kind: 'select', label: 'Día', options: weekdays, numeric: true }),
        control('start', { kind: 'time', label: 'Empieza' }),
        control('end', { kind: 'time', label: 'Termina' }),
        place,
      ],
      generated: ['id'],
      newItem: () => ({ id: newKey('reunion'), name: '', weekday: 0, start: '', end: '', place: '' }),
    },
    {
      kind: 'list',
      key: 'exceptions',
      label: 'Excepciones',
      hint: 'Un día sin reunión o con otra hora. Desaparece sola del sitio cuando pasa su día.',
      itemName: 'Excepción',
      itemTitle: (exception) => String(exception.date ?? ''),
      fields: [
        control('date', { kind: 'date', label: 'Fecha' }),
        control('serviceId', { kind: 'select', label: 'Reunión', options: services }),
        control('kind', {
          kind: 'select',
          label: 'Qué cambia',
          options: [
            { value: 'cancelled', label: 'No hay reunión' },
            { value: 'changed', label: 'Cambia la hora o el lugar' },
          ],
        }),
        control('start', { kind: 'time', label: 'Nueva hora de inicio', hint: 'Solo si cambia la hora.' }),
        control('end', { kind: 'time', label: 'Nueva hora de fin', hint: 'Solo si cambia la hora.' }),
        place,
        text('note', 'Nota para los visitantes', { hint: 'Por ejemplo: «No hay reunión por Navidad».' }),
      ],
      generated: ['id'],
      newItem: () => ({
        id: newKey('excepcion'),
        date: '',
        serviceId: '',
        kind: 'cancelled',
        start: '',
        end: '',
        place: '',
        note: '',
      }),
    },
  ],
};
