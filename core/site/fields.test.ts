import { describe, expect, it } from 'vitest';
import { fieldMessages as m } from './fieldMessages.ts';
import {
  calendarDate,
  httpLink,
  isInternationalPhone,
  isTimeZone,
  requiredText,
  siteOrHttpLink,
} from './fields.ts';
import { scheduleSchema } from './schedule.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('site content fields', () => {
  it.each([
    ['+52 55 1234 5678', true],
    ['+1 (555) 010-2030', true],
    ['+34612345678', true],
    ['555 010 2030', false],
    ['+0 555 010 2030', false],
    ['+52 55', false],
    ['+52 55 1234 5678 9999 12', false],
    ['+52 55 abc 5678', false],
  ])('international phone %s → %s', (phone, valid) => {
    expect(isInternationalPhone(phone)).toBe(valid);
  });

  it.each([
    ['https://example.org/a', null],
    ['http://example.org', null],
    ['javascript:alert(1)', m.link],
    ['/contact', m.link],
    ['', m.required],
  ])('http(s) link %s', (value, message) => {
    expect(firstMessage(httpLink.safeParse(value))).toBe(message);
  });

  it.each([
    ['/contact', null],
    ['https://wa.me/525512345678', null],
    ['//evil.example', m.link],
    ['data:text/html,x', m.link],
  ])('site or http(s) link %s', (value, message) => {
    expect(firstMessage(siteOrHttpLink.safeParse(value))).toBe(message);
  });

  it('refuses an empty or too long text with its Spanish message', () => {
    expect(firstMessage(requiredText(5).safeParse('   '))).toBe(m.required);
    expect(firstMessage(requiredText(5).safeParse('abcdef'))).toBe('No puede superar los 5 caracteres.');
  });

  it.each([
    ['2026-12-25', null],
    ['2026-02-30', m.date],
    ['25/12/2026', m.date],
  ])('calendar date %s', (value, message) => {
    expect(firstMessage(calendarDate.safeParse(value))).toBe(message);
  });

  it.each([
    ['America/Mexico_City', true],
    ['Europe/Madrid', true],
    ['Mexico City', false],
    ['Nowhere/Land', false],
  ])('time zone %s → %s', (zone, valid) => {
    expect(isTimeZone(zone)).toBe(valid);
  });

  it('refuses a service or a changed exception that ends before it starts', () => {
    const service = { id: 'culto', name: 'Culto', weekday: 0, start: '10:00', end: '09:00', place: '' };
    expect(firstMessage(scheduleSchema.safeParse({ services: [service], exceptions: [] }))).toBe(
      m.endAfterStart,
    );
    const fine = { ...service, end: '12:00' };
    const exception = {
      id: 'navidad',
      date: '2026-12-27',
      serviceId: 'culto',
      kind: 'changed',
      start: '09:00',
      end: '08:00',
    };
    expect(firstMessage(scheduleSchema.safeParse({ services: [fine], exceptions: [exception] }))).toBe(
      m.endAfterStart,
    );
  });
});
