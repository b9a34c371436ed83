import { describe, expect, it } from 'vitest';
import { slugify, slugifyWhileTyping } from './slugify.ts';

describe('slugify', () => {
  it.each([
    ['Hola Mundo', 'hola-mundo'],
    ['  Espacios al borde  ', 'espacios-al-borde'],
    ['¿Qué es el Reino de Dios?', 'que-es-el-reino-de-dios'],
    ['La Oración: guía práctica', 'la-oracion-guia-practica'],
    ['a__b--c  d', 'a-b-c-d'],
    ['--guiones--', 'guiones'],
    ['Ñandú & año', 'nandu-ano'],
    ['!!!', ''],
    ['', ''],
  ])('turns %j into %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe('slugifyWhileTyping', () => {
  it.each([
    ['mi ', 'mi-'],
    ['mi-', 'mi-'],
    ['mi--', 'mi-'],
    ['mi-s', 'mi-s'],
    ['-', ''],
    ['Título ', 'titulo-'],
  ])('keeps typing %j as %j', (input, expected) => {
    expect(slugifyWhileTyping(input)).toBe(expected);
  });
});
