import { type GroupKind, groupMessages } from '../messages/groupMessages.ts';

export const GROUP_KINDS = Object.keys(groupMessages.kinds) as GroupKind[];
export const GROUP_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type GroupDay = (typeof GROUP_DAYS)[number];

export const isGroupKind = (value: string): value is GroupKind => GROUP_KINDS.includes(value as GroupKind);
export const isGroupDay = (value: number): value is GroupDay => GROUP_DAYS.includes(value as GroupDay);

export const kindLabel = (kind: string): string => (isGroupKind(kind) ? groupMessages.kinds[kind] : kind);
export const dayLabel = (day: number): string => (isGroupDay(day) ? groupMessages.days[day] : '');

/** "19:30:00" (Postgres time) → "19:30". */
export const meetingTime = (meetsAt: string): string => meetsAt.slice(0, 5);

/** "Viernes, 19:30": when a group meets, as the list and the emails say it. */
export const groupWhen = (day: number, meetsAt: string): string =>
  `${dayLabel(day)}, ${meetingTime(meetsAt)}`;
