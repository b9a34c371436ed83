import { describe, expect, it } from 'vitest';
import { counterTone, countWords, limitWords } from './wordLimit.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `palabra${i + 1}`).join(' ');

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['uno', 1],
    ['  uno   dos\ntres  ', 3],
    ['¡Dios es fiel! 🙏 amén', 5],
    ['corazón—alma', 1],
  ])('counts %j as %i words', (text, count) => {
    expect(countWords(text)).toBe(count);
  });
});

describe('limitWords', () => {
  it.each([
    ['under the limit', words(5), 10, words(5), false],
    ['exactly the limit, trailing space kept', `${words(10)} `, 10, `${words(10)} `, false],
    ['over the limit', words(12), 10, words(10), true],
    ['pasted with line breaks', `${words(3)}\n\n${words(3)}`, 4, `${words(3)}\n\npalabra1`, true],
  ])('%s', (_name, text, max, expected, cut) => {
    expect(limitWords(text, max)).toEqual({ text: expected, cut });
  });

  it('cuts a 300-word paste to 200 words', () => {
    const result = limitWords(words(300));
    expect(countWords(result.text)).toBe(200);
    expect(result.cut).toBe(true);
  });
});

describe('counterTone', () => {
  it.each([
    [0, 'normal'],
    [179, 'normal'],
    [180, 'warning'],
    [200, 'warning'],
    [201, 'over'],
  ] as const)('%i words → %s', (count, tone) => {
    expect(counterTone(count)).toBe(tone);
  });
});
