/**
 * The demo's audio and video teachings as supabase/seed.sql lists them (same slugs), with what each
 * file says. Every clip says it is an example, so nobody mistakes the demo for the ministry's teaching.
 */
interface DemoClip {
  /** File name without extension; the seed's row of the same slug points at it. */
  slug: string;
  title: string;
}

export interface DemoAudio extends DemoClip {
  /** The verse the synthesised voice reads after the title. */
  words: string;
}

export interface DemoVideo extends DemoClip {
  /** The illustration (art/illustrations.ts) the clip shows while the voice reads its title. */
  topic: string;
}

export const DEMO_AUDIOS: readonly DemoAudio[] = [
  {
    slug: 'fundamentos-1-quien-es-dios',
    title: 'Fundamentos de la fe 1: ¿Quién es Dios?',
    words: 'En el principio creó Dios los cielos y la tierra. Génesis uno, uno.',
  },
  {
    slug: 'fundamentos-2-la-gracia-que-salva',
    title: 'Fundamentos de la fe 2: La gracia que salva',
    words: 'Porque por gracia sois salvos por medio de la fe. Efesios dos, ocho.',
  },
  {
    slug: 'fundamentos-3-nacer-de-nuevo',
    title: 'Fundamentos de la fe 3: Nacer de nuevo',
    words: 'El que no naciere de nuevo, no puede ver el reino de Dios. Juan tres, tres.',
  },
  {
    slug: 'meditacion-salmo-23',
    title: 'Meditación: Salmo 23',
    words: 'Jehová es mi pastor; nada me faltará. En lugares de delicados pastos me hará descansar.',
  },
  {
    slug: 'perdonar-como-hemos-sido-perdonados',
    title: 'Perdonar como hemos sido perdonados',
    words:
      'Perdonándoos unos a otros, como Dios también os perdonó a vosotros en Cristo. Efesios cuatro, treinta y dos.',
  },
  {
    slug: 'fundamentos-4-la-iglesia',
    title: 'Fundamentos de la fe 4: La iglesia',
    words: 'Sobre esta roca edificaré mi iglesia. Mateo dieciséis, dieciocho.',
  },
];

export const DEMO_VIDEOS: readonly DemoVideo[] = [
  {
    slug: 'evangelio-del-reino',
    title: 'El evangelio del Reino en 10 minutos',
    topic: 'fundamentos',
  },
  {
    slug: 'escuela-de-oracion-padre-nuestro',
    title: 'Escuela de oración: el Padre Nuestro',
    topic: 'oracion',
  },
  {
    slug: 'bautismo-espiritu-santo-preguntas',
    title: 'Bautismo en el Espíritu Santo: preguntas frecuentes',
    topic: 'espiritu-santo',
  },
  {
    slug: 'testimonio-ansiedad-paz',
    title: 'Testimonio: de la ansiedad a la paz',
    topic: 'fe',
  },
  {
    slug: 'como-leer-la-biblia-en-familia',
    title: 'Cómo leer la Biblia en familia',
    topic: 'familia',
  },
  {
    slug: 'serie-hechos-avance',
    title: 'Serie Hechos: la iglesia que transformó el mundo (avance)',
    topic: 'discipulado',
  },
];
