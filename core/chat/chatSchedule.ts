import type { WeeklySchedule } from '../site/schedule.ts';
import { scheduleNotices, weeklyLines } from '../site/serviceSchedule.ts';
import { timeZoneCity } from '../timeZoneCity.ts';

/**
 * The schedule staff set (the schedule area) as the chat answers «¿A qué hora es el servicio?» with it:
 * worked out at build time, like every page that shows times, so the browser carries short lines and no
 * time-zone code. The site is rebuilt after midnight and whenever staff publish, so a past notice drops off.
 */
export interface ChatSchedule {
  /** «Domingo, 10:00–12:00: Servicio Dominical», in the staff's order. */
  lines: string[];
  /** Dated changes still to come: «Jueves, 25 de diciembre: No hay reunión.» */
  notices: string[];
  /** The city visitors know the ministry's zone by («Ciudad de México»). */
  city: string;
}

export function chatSchedule(schedule: WeeklySchedule, timeZone: string, now: Date): ChatSchedule {
  return {
    lines: weeklyLines(schedule).map(
      (line) => `${line.day}, ${line.time}: ${line.name}${line.place ? ` (${line.place})` : ''}`,
    ),
    notices: scheduleNotices(schedule, timeZone, now).map((notice) => `${notice.dayLabel}: ${notice.text}`),
    city: timeZoneCity(timeZone),
  };
}

/** The answer's own words, then each meeting on its line, the notices and the zone. */
export function scheduleReply(intro: string, schedule: ChatSchedule): string {
  if (schedule.lines.length === 0)
    return `${intro}\nAhora mismo no hay reuniones publicadas; escríbenos y te diremos cuándo nos reunimos.`;
  const notices = schedule.notices.length ? [`Avisos:`, ...schedule.notices] : [];
  return [intro, ...schedule.lines, ...notices, `Horario de ${schedule.city}.`].join('\n');
}
