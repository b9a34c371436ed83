import { type SceneOptions, scene } from './scene.ts';
import { guidingStar, morningCup, shepherdsFlock } from './sectionMotifs.ts';
import {
  dove,
  fishingBoat,
  foundationStones,
  houseOnRock,
  oilLamp,
  steppingStones,
  wheatField,
  windingPath,
} from './topicMotifs.ts';

export interface Illustration extends Omit<SceneOptions, 'motif'> {
  /** File name without extension: the topic value of docs/spec.md §9 in ASCII, or the blog section's tag. */
  name: string;
  motif: () => string;
}

/** One cover per teaching topic (docs/spec.md §9) and per blog section with its own posts. */
export const ILLUSTRATIONS: readonly Illustration[] = [
  {
    name: 'fundamentos',
    title: 'Una Biblia abierta sobre piedras de fundamento',
    sky: 'dawn',
    motif: foundationStones,
  },
  {
    name: 'oracion',
    title: 'Una lámpara de aceite encendida cuyo humo sube como incienso',
    sky: 'still',
    motif: oilLamp,
  },
  {
    name: 'espiritu-santo',
    title: 'Una paloma desciende en un haz de luz',
    sky: 'morning',
    sun: { x: 400, y: 300, r: 60 },
    motif: dove,
  },
  {
    name: 'vida-cristiana',
    title: 'Un camino entre colinas hacia la luz',
    sky: 'morning',
    sun: { x: 400, y: 300, r: 50 },
    motif: windingPath,
  },
  {
    name: 'fe',
    title: 'Piedras para cruzar el agua hacia el sol',
    sky: 'evening',
    ground: 'lake',
    sun: { x: 400, y: 320, r: 60 },
    motif: steppingStones,
  },
  {
    name: 'discipulado',
    title: 'Una barca de pescadores con su red en el lago',
    sky: 'dawn',
    ground: 'lake',
    sun: { x: 560, y: 290, r: 56 },
    motif: fishingBoat,
  },
  {
    name: 'ensenanzas-jesus',
    title: 'Espigas de trigo y un árbol de mostaza',
    sky: 'dawn',
    motif: wheatField,
  },
  {
    name: 'familia',
    title: 'Una casa con las ventanas encendidas sobre la roca',
    sky: 'evening',
    sun: { x: 600, y: 250, r: 50 },
    motif: houseOnRock,
  },
  {
    name: 'meditaciones',
    title: 'Una Biblia abierta y una taza humeante al amanecer',
    sky: 'dawn',
    sun: { x: 330, y: 330, r: 70 },
    motif: morningCup,
  },
  {
    name: 'pastor',
    title: 'El cayado del pastor y sus ovejas en la colina',
    sky: 'morning',
    sun: { x: 520, y: 300, r: 60 },
    motif: shepherdsFlock,
  },
  {
    name: 'destacados',
    title: 'Una estrella brillante sobre las colinas',
    sky: 'still',
    sun: null,
    motif: guidingStar,
  },
];

export const illustrationSvg = ({ motif, ...options }: Illustration): string =>
  scene({ ...options, motif: motif() });
