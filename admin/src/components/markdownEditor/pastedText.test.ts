import { describe, expect, it } from 'vitest';
import { pastedText } from './pastedText.ts';

describe('pastedText', () => {
  it.each([
    [
      'WhatsApp bold, italic and struck text',
      'Hoy *oramos* por _todos_ y ~nadie~ falta',
      'Hoy **oramos** por *todos* y ~~nadie~~ falta',
    ],
    ['monospaced text', 'Lee ```Juan 3:16```', 'Lee `Juan 3:16`'],
    ['signs inside words and sums', 'precio 2*3*4 y nombre_de_archivo', 'precio 2*3*4 y nombre_de_archivo'],
    ['Markdown bold already written', 'Esto es **importante**', 'Esto es **importante**'],
    [
      'one paragraph per line',
      'Hermanos:\nel domingo nos vemos.\n\nBendiciones',
      'Hermanos:\n\nel domingo nos vemos.\n\nBendiciones',
    ],
    [
      'list lines together',
      'Traer:\n- Biblia\n- cuaderno\n• lápiz',
      'Traer:\n\n- Biblia\n- cuaderno\n- lápiz',
    ],
    ['numbered lines', '1. Orar\n2. Leer', '1. Orar\n2. Leer'],
    [
      'copied messages without their headers',
      '[10:32, 5/6/2025] Ana Pérez: Buenos días\n[10:33, 5/6/2025] Ana Pérez: *Culto* a las 9',
      'Buenos días\n\n**Culto** a las 9',
    ],
    ['an exported chat line', '5/6/25, 10:32 p. m. - Luis: Amén', 'Amén'],
    ['Windows line ends', 'uno\r\ndos', 'uno\n\ndos'],
  ])('converts %s', (_, text, markdown) => {
    expect(pastedText(text)).toBe(markdown);
  });
});
