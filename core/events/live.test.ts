import { describe, expect, it } from 'vitest';
import { serviceTimings } from '../site/serviceSchedule.ts';
import { countdownText, liveState } from './liveNow.ts';
import { broadcastSlots } from './liveSchedule.ts';
import { liveEmbedUrl, videoEmbedUrl, youtubeVideoId } from './youtube.ts';

const ZONE = 'America/Mexico_City';

describe('broadcasts of the schedule and the events', () => {
  const service = { id: 'servicio', name: 'Servicio', weekday: 0, start: '10:00', end: '12:00', place: '' };
  const [weekly] = serviceTimings(
    { services: [service], exceptions: [] },
    ZONE,
    new Date('2025-01-01T00:00:00Z'),
  );

  it('merges services and online events into one slot per start, earliest first', () => {
    const sunday = weekly!.timing;
    const slots = broadcastSlots(
      [
        { name: 'Servicio', timing: sunday },
        {
          name: 'Servicio Dominical (evento)',
          timing: { ...sunday, startsAt: '2025-01-05T10:00:00', endsAt: '2025-01-05T12:00:00' },
        },
        {
          name: 'Estudio',
          timing: {
            ...sunday,
            recurrenceRule: 'FREQ=WEEKLY;BYDAY=WE',
            startsAt: '2024-01-03T19:00:00',
            endsAt: '2024-01-03T20:30:00',
          },
        },
      ],
      new Date('2025-05-01T12:00:00Z'),
      8,
    );
    expect(slots.map((slot) => [slot.name, slot.label])).toEqual([
      ['Servicio', 'domingo, 4 de mayo de 2025, 10:00'],
      ['Estudio', 'miércoles, 7 de mayo de 2025, 19:00'],
    ]);
  });
});

describe('liveState and countdownText (run in the browser)', () => {
  const slots = [
    { name: 'A', start: 1000, end: 2000, label: 'a' },
    { name: 'B', start: 5000, end: 6000, label: 'b' },
  ];
  it.each([
    [500, undefined, 'A'],
    [1000, 'A', 'B'],
    [1999, 'A', 'B'],
    [2000, undefined, 'B'],
    [7000, undefined, undefined],
  ])('at %i: live %s, next %s', (now, live, next) => {
    const state = liveState(slots, now);
    expect(state.live?.name).toBe(live);
    expect(state.next?.name).toBe(next);
  });

  it.each([
    [((2 * 24 + 3) * 60 + 5) * 60_000, '2 d 03 h 05 min'],
    [((3 * 60 + 5) * 60 + 9) * 1000, '3 h 05 min 09 s'],
    [(5 * 60 + 9) * 1000, '05 min 09 s'],
    [-5, '00 min 00 s'],
  ])('%i ms → %s', (ms, expected) => {
    expect(countdownText(ms)).toBe(expected);
  });
});

describe('YouTube links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/@palabraviva/videos', undefined],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', undefined],
    ['https://media.example.org/palabra-viva/videos/x', undefined],
    ['no es una URL', undefined],
  ])('%s → %s', (url, id) => {
    expect(youtubeVideoId(url)).toBe(id);
  });

  it('embeds from youtube-nocookie.com only', () => {
    expect(videoEmbedUrl('dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(liveEmbedUrl('UC123')).toBe(
      'https://www.youtube-nocookie.com/embed/live_stream?channel=UC123&autoplay=1',
    );
  });
});
