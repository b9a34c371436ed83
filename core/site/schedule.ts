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

/**
 * The weekly meetings, wall-clock times in the ministry's zone (identity.timeZone), with dated exceptions
 * («25 de diciembre: no hay reunión», «este domingo a las 9:00»). An exception drops off the site by itself
 * once its day is over (the site is rebuilt after midnight).
 */
export const scheduleSchema = z
  .object({
    services: listOf(serviceSchema, 0, 20),
    exceptions: listOf(exceptionSchema, 0, 60),
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
export type ScheduledService = Schedule['services'][number];
export type ScheduleException = Schedule['exceptions'][number];
