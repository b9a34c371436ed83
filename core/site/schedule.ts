import { z } from 'zod';
import { fieldMessages as m } from './fieldMessages.ts';
import { calendarDate, clockTime, listOf, optionalText, requiredText } from './fields.ts';

/** Sunday is 0, as Date.getDay and Temporal's dayOfWeek % 7 count. */
export const WEEKDAYS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'] as const;

const serviceSchema = z.object({
  /** Stable key the exceptions point at (a slug such as servicio-dominical). */
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,60}$/, m.required),
  name: requiredText(80),
  weekday: z.number().int().min(0).max(6),
  start: clockTime,
  end: clockTime,
  /** Empty: the ministry's address (contact). */
  place: optionalText(160),
});

const exceptionSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,60}$/, m.required),
  date: calendarDate,
  /** The service it changes; empty: every service of that day. */
  serviceId: z.string().trim().default(''),
  kind: z.enum(['cancelled', 'changed']),
  start: z.union([z.literal(''), clockTime]).default(''),
  end: z.union([z.literal(''), clockTime]).default(''),
  place: optionalText(160),
  /** What visitors read, e.g. «No hay reunión por Navidad». */
  note: optionalText(200),
});

/** What a first-time guest should know before coming (/visitanos), with the words a new site starts with. */
export const VISIT_DEFAULTS = {
  expect:
    'Alguien del equipo de bienvenida te recibirá en la entrada. La reunión dura unas dos horas: alabanza, una enseñanza bíblica y un tiempo de oración. Ven como te sientas cómodo.',
  children:
    'Durante el Servicio Dominical hay clase para niños de 3 a 11 años con maestros de confianza; los más pequeños pueden quedarse contigo en el salón.',
  parking:
    'Hay estacionamiento gratuito frente al edificio y lugares reservados junto a la entrada para personas con movilidad reducida.',
};

const visitSchema = z.object({
  expect: requiredText(400),
  children: requiredText(400),
  parking: requiredText(400),
});

/**
 * The weekly meetings, wall-clock times in the ministry's zone (identity.timeZone), with dated exceptions
 * («25 de diciembre: no hay reunión», «este domingo a las 9:00»). An exception drops off the site by itself
 * once its day is over (the site is rebuilt after midnight).
 */
export const scheduleSchema = z
  .object({
    services: listOf(serviceSchema, 0, 20),
    exceptions: listOf(exceptionSchema, 0, 60),
    /** «Planea tu visita»: a schedule published before these existed reads the defaults. */
    visit: visitSchema.default(VISIT_DEFAULTS),
  })
  .superRefine((schedule, context) => {
    schedule.services.forEach((service, index) => {
      if (service.end <= service.start)
        context.addIssue({ code: 'custom', path: ['services', index, 'end'], message: m.endAfterStart });
    });
    const serviceIds = new Set(schedule.services.map((service) => service.id));
    schedule.exceptions.forEach((exception, index) => {
      const path = ['exceptions', index];
      if (exception.serviceId && !serviceIds.has(exception.serviceId))
        context.addIssue({ code: 'custom', path: [...path, 'serviceId'], message: m.unknownService });
      if (exception.kind !== 'changed') return;
      if (!exception.start || !exception.end)
        context.addIssue({ code: 'custom', path: [...path, 'start'], message: m.changedNeedsTimes });
      else if (exception.end <= exception.start)
        context.addIssue({ code: 'custom', path: [...path, 'end'], message: m.endAfterStart });
    });
  });

export type Schedule = z.infer<typeof scheduleSchema>;
/** The meetings and their exceptions alone: what every page that shows times reads. */
export type WeeklySchedule = Pick<Schedule, 'services' | 'exceptions'>;
export type ScheduledService = Schedule['services'][number];
export type ScheduleException = Schedule['exceptions'][number];
