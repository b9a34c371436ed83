import { BIBLE_BOOKS } from '../../core/scripture/bibleBooks.ts';
import {
  ADJECTIVES,
  GROUPS,
  HEADINGS,
  MEN,
  MEN_ROLES,
  PLACES,
  SURNAMES,
  THEMES,
  VERBS,
  WOMEN,
  WOMEN_ROLES,
} from './spanishVocabulary.ts';

/**
 * Posts for the benchmarks (a blog of thousands of posts) written the way a ministry writes: each post has
 * a main theme and sentences recombined from common frames, with themes, verses, people and places drawn
 * by Zipf's law from a seeded generator. So post n is the same text on every run, common words («Dios»,
 * «fe») are in most posts, and a theme such as «familia» only in some — not one text 10,000 times.
 */
export interface GeneratedPost {
  title: string;
  description: string;
  content: string;
  category: string;
}

/** mulberry32: a tiny seeded generator (numbers in [0, 1)). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const cumulativeWeights = new Map<string, number[]>();
/**
 * An item of `items` (most frequent first), rank r with weight 1 / (r + 1)^exponent: 1 for a post's main
 * theme (a few themes lead most posts), ½ for the themes a sentence mentions in passing.
 */
function zipf<T>(items: readonly T[], random: () => number, exponent = 1): T {
  const key = `${items.length}:${exponent}`;
  let sums = cumulativeWeights.get(key);
  if (!sums) {
    let total = 0;
    sums = items.map((_, rank) => (total += 1 / (rank + 1) ** exponent));
    cumulativeWeights.set(key, sums);
  }
  const target = random() * sums.at(-1)!;
  const index = sums.findIndex((sum) => sum >= target);
  return items[index === -1 ? items.length - 1 : index]!;
}

const uniform = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)]!;
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** «la oración» → «oración», for titles. */
const bare = (theme: string) => theme.replace(/^(el|la|los|las) /, '');

/** The pieces a sentence is made of, drawn for one post. */
function writer(random: () => number, mainTheme: string) {
  return {
    theme: () => (random() < 0.35 ? mainTheme : zipf(THEMES, random, 0.5)),
    verb: () => zipf(VERBS, random),
    adjective: () => zipf(ADJECTIVES, random),
    group: () => zipf(GROUPS, random),
    place: () => uniform(PLACES, random),
    person: () =>
      random() < 0.5
        ? `${uniform(WOMEN_ROLES, random)} ${uniform(WOMEN, random)} ${uniform(SURNAMES, random)}`
        : `${uniform(MEN_ROLES, random)} ${uniform(MEN, random)} ${uniform(SURNAMES, random)}`,
    verse: () => {
      const book = uniform(BIBLE_BOOKS, random);
      return `${book.name} ${1 + Math.floor(random() * book.chapters)}:${1 + Math.floor(random() * 30)}`;
    },
  };
}
type Writer = ReturnType<typeof writer>;

const SENTENCES: ((w: Writer) => string)[] = [
  (w) => `Hablar de ${w.theme()} es hablar de cómo Dios nos enseña a ${w.verb()} cada día.`,
  (w) => `En ${w.verse()} encontramos una palabra clara sobre ${w.theme()}.`,
  (w) =>
    `${capitalized(w.person())} compartió en ${w.place()} cómo aprendió a ${w.verb()} en medio de ${w.theme()}.`,
  (w) => `Muchos de ${w.group()} nos preguntan qué significa ${w.theme()} cuando la vida se complica.`,
  (w) => `No se trata de una fórmula, sino de una vida ${w.adjective()} delante de Dios.`,
  (w) => `La pregunta no es si vamos a ${w.verb()}, sino cómo lo haremos con ${w.theme()} como guía.`,
  (w) => `Cuando ${w.group()} se reúnen en ${w.place()}, el tema de ${w.theme()} aparece una y otra vez.`,
  (w) => `Jesús mostró ${w.theme()} con hechos concretos, no solo con palabras.`,
  (w) => `El texto de ${w.verse()} nos recuerda que ${w.theme()} nace de la fidelidad de Dios.`,
  (w) => `Una hermana de ${w.place()} nos escribió: «Aprendí a ${w.verb()} gracias a ${w.theme()}».`,
  (w) => `Proponemos un paso sencillo para ${w.verb()} esta semana: leer ${w.verse()} con calma.`,
  (w) => `Conversa con ${w.group()} sobre ${w.theme()} y oren juntos por lo que descubran.`,
  (w) => `Busca una forma concreta de ${w.verb()} en casa, en el trabajo o en el barrio.`,
  (w) =>
    `${capitalized(w.person())} suele decir que ${w.theme()} se aprende más en la práctica que en los libros.`,
  (w) => `La tradición de la iglesia ha visto en ${w.theme()} un camino hacia ${w.theme()}.`,
  (w) => `A veces ${w.theme()} parece difícil, pero el Señor sostiene a quien se acerca a él.`,
  (w) => `En nuestra congregación de ${w.place()} hemos visto cómo ${w.theme()} transforma a ${w.group()}.`,
  (w) => `Vale la pena detenerse y preguntarse qué lugar ocupa ${w.theme()} en la propia vida.`,
  (w) => `Los primeros cristianos entendieron ${w.theme()} como parte de su testimonio.`,
  (w) => `El apóstol Pablo escribe sobre ${w.theme()} en ${w.verse()}.`,
  (w) => `Una vida ${w.adjective()} no se improvisa: se cultiva con ${w.theme()} y con ${w.theme()}.`,
  (w) => `Hay temporadas de ${w.theme()} y temporadas de ${w.theme()}, y Dios está presente en ambas.`,
  (w) => `Este mes, ${w.group()} de ${w.place()} prepararon un encuentro sobre ${w.theme()}.`,
  (w) => `El salmista expresa ${w.theme()} con palabras que todavía hoy nos ayudan a ${w.verb()}.`,
  (w) => `Nadie aprende a ${w.verb()} solo: necesitamos a ${w.group()} y ellos nos necesitan.`,
  (w) => `Si quieres profundizar, te recomendamos la serie sobre ${w.theme()} y el estudio de ${w.verse()}.`,
  (w) => `Oramos para que ${w.theme()} marque esta nueva etapa de ${w.group()}.`,
  (w) =>
    `${capitalized(w.person())} recordó una visita a ${w.place()} donde descubrió el valor de ${w.theme()}.`,
];

const TITLES: ((w: Writer, theme: string) => string)[] = [
  (w, theme) => `${capitalized(bare(theme))} en tiempos de ${bare(w.theme())}`,
  (w, theme) => `Qué nos enseña ${w.verse().split(':')[0]} sobre ${bare(theme)}`,
  (w, theme) => `${capitalized(bare(theme))}: una conversación con ${w.group()}`,
  (w, theme) => `Aprender a ${w.verb()} con ${theme}`,
  (w, theme) => `${capitalized(theme)} y ${w.theme()} en ${w.place()}`,
];

const CATEGORIES = ['fe', 'oracion', 'familia', 'discipulado'];

/** «de el perdón» → «del perdón», «a el» → «al», as Spanish contracts them. */
const contracted = (text: string) =>
  text.replace(/(?<!\p{L})(de|a) el(?!\p{L})/gu, (_, word: string) => `${word}l`);

function paragraph(w: Writer, random: () => number, sentences: number): string {
  return contracted(Array.from({ length: sentences }, () => uniform(SENTENCES, random)(w)).join(' '));
}

/** Post number `n` (1, 2, …): about 2 KB of Markdown with the headings, list, quote and link a real post has. */
export function generatedPost(n: number): GeneratedPost {
  const random = seededRandom(n);
  const theme = zipf(THEMES, random);
  const w = writer(random, theme);
  const title = contracted(uniform(TITLES, random)(w, theme));
  const content = [
    paragraph(w, random, 4),
    `## ${capitalized(bare(theme))} ${uniform(HEADINGS, random)}`,
    paragraph(w, random, 5),
    Array.from({ length: 3 }, () => `- ${capitalized(w.verb())} con ${w.theme()}.`).join('\n'),
    `> «${paragraph(w, random, 1)}» — ${w.verse()}`,
    `### ${capitalized(bare(w.theme()))} ${uniform(HEADINGS, random)}`,
    `${paragraph(w, random, 4)} Lee más en [nuestro blog](https://example.org/blog).`,
    paragraph(w, random, 5),
  ].join('\n\n');
  return {
    title,
    description: paragraph(w, random, 1),
    content,
    category: CATEGORIES[n % CATEGORIES.length]!,
  };
}
