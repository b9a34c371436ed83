/** Reading plans offered at /blog/planes-lectura. */
export interface ReadingPlan {
  title: string;
  days: number;
  description: string;
  /** A few of the first readings, as a taste of the plan. */
  firstReadings: string[];
}

export const READING_PLANS: readonly ReadingPlan[] = [
  {
    title: 'El Evangelio de Juan',
    days: 21,
    description: 'Un capítulo al día para conocer a Jesús, el Verbo hecho carne.',
    firstReadings: ['Juan 1', 'Juan 2', 'Juan 3'],
  },
  {
    title: 'Fundamentos del Reino',
    days: 14,
    description: 'Los pasajes clave sobre el Reino de Dios en los evangelios y las cartas.',
    firstReadings: ['Mateo 5', 'Mateo 6', 'Mateo 13'],
  },
  {
    title: 'Salmos de esperanza',
    days: 30,
    description: 'Treinta salmos para orar en tiempos de alegría y de dificultad.',
    firstReadings: ['Salmo 1', 'Salmo 16', 'Salmo 23'],
  },
  {
    title: 'La Biblia en un año',
    days: 365,
    description: 'Antiguo y Nuevo Testamento cada día, con un salmo o proverbio.',
    firstReadings: ['Génesis 1–2, Mateo 1', 'Génesis 3–5, Mateo 2', 'Génesis 6–8, Mateo 3'],
  },
];
