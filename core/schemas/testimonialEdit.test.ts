import { describe, expect, it } from 'vitest';
import { testimonialEditSchema } from './testimonialEdit.ts';

const check = (text: string) => {
  const parsed = testimonialEditSchema.safeParse({ testimonial_text: text });
  return parsed.success ? parsed.data.testimonial_text : parsed.error.issues[0]?.message;
};

describe("a moderator's edit of a testimony", () => {
  it.each([
    ['  Dios cambió mi vida.  ', 'Dios cambió mi vida.'],
    ['   ', 'Escribe el texto del testimonio.'],
    [Array(200).fill('gracia').join(' '), Array(200).fill('gracia').join(' ')],
    [Array(201).fill('gracia').join(' '), 'El testimonio no puede superar las 200 palabras.'],
  ])('%j → %j', (text, expected) => {
    expect(check(text)).toBe(expected);
  });
});
