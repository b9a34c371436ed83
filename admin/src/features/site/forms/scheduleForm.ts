import { adminMessages } from '#admin/lib/messages.ts';
import { type Schedule, WEEKDAYS } from '#core/site/schedule.ts';
import {
  control,
  type FormDefinition,
  list,
  type Option,
  text,
  textarea,
  titleOf,
} from '../formDefinition.ts';

const { common, schedule: words } = adminMessages.site.forms;

const weekdays: Option[] = WEEKDAYS.map((day, index) => ({ value: String(index), label: day }));

/** An exception names one service, or every service of its day. */
const services = (area: unknown): Option[] => [
  { value: '', label: words.allServices },
  ...((area as Schedule | undefined)?.services ?? []).map((service) => ({
    value: service.id,
    label: service.name || words.unnamedService,
  })),
];

/** A stable key other values point at (an exception names its service by it); never shown. */
export const newKey = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const place = text('place', words.place, { hint: words.placeHint });

export const scheduleForm: FormDefinition = {
  fields: [
    list(
      'services',
      words.services,
      words.service,
      [
        text('name', common.name),
        control('weekday', { kind: 'select', label: words.weekday, options: weekdays, numeric: true }),
        control('start', { kind: 'time', label: words.start }),
        control('end', { kind: 'time', label: words.end }),
        place,
      ],
      {
        hint: words.servicesHint,
        itemTitle: titleOf('name'),
        generated: ['id'],
        newItem: () => ({ id: newKey('reunion'), name: '', weekday: 0, start: '', end: '', place: '' }),
      },
    ),
    list(
      'exceptions',
      words.exceptions,
      words.exception,
      [
        control('date', { kind: 'date', label: words.date }),
        control('serviceId', { kind: 'select', label: words.service, options: services }),
        control('kind', {
          kind: 'select',
          label: words.kind,
          options: [
            { value: 'cancelled', label: words.cancelled },
            { value: 'changed', label: words.changed },
          ],
        }),
        control('start', { kind: 'time', label: words.newStart, hint: words.onlyIfTimeChanges }),
        control('end', { kind: 'time', label: words.newEnd, hint: words.onlyIfTimeChanges }),
        place,
        text('note', words.note, { hint: words.noteHint }),
      ],
      {
        hint: words.exceptionsHint,
        itemTitle: titleOf('date'),
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
    ),
    {
      kind: 'group',
      key: 'visit',
      legend: words.visit,
      hint: words.visitHint,
      fields: [
        textarea('expect', words.visitExpect, { rows: 3 }),
        textarea('children', words.visitChildren, { rows: 3 }),
        textarea('parking', words.visitParking, { rows: 3 }),
      ],
    },
  ],
};
