/** The five study topics the assistant offers (docs/spec.md §9), each with a short opening answer. */
export interface StudyTopic {
  id: string;
  title: string;
  answer: string;
}

export const STUDY_TOPICS: readonly StudyTopic[] = [
  {
    id: 'quien-es-dios',
    title: '¿Quién es Dios?',
    answer:
      'Dios es el Creador de todo, eterno, santo y lleno de amor. Se ha revelado como Padre, Hijo y Espíritu Santo, y se dio a conocer plenamente en Jesucristo (Juan 14:9). «Dios es amor» (1 Juan 4:8).',
  },
  {
    id: 'reino-de-dios',
    title: '¿Qué es el Reino de Dios?',
    answer:
      'Es el gobierno de Dios que Jesús anunció: «Arrepentíos, porque el Reino de los cielos se ha acercado» (Mateo 4:17). Entramos en él por la fe en Cristo y lo vivimos cuando su voluntad se hace en nuestra vida.',
  },
  {
    id: 'por-que-sufrimos',
    title: '¿Por qué sufrimos?',
    answer:
      'El sufrimiento entró al mundo por el pecado, pero Dios no nos abandona en él: Jesús sufrió con nosotros y por nosotros, y promete enjugar toda lágrima (Apocalipsis 21:4). En medio del dolor, su gracia nos sostiene (2 Corintios 12:9).',
  },
  {
    id: 'que-ocurre-al-morir',
    title: '¿Qué ocurre al morir?',
    answer:
      'La Biblia enseña que la muerte no es el final. Jesús dijo: «Yo soy la resurrección y la vida; el que cree en mí, aunque esté muerto, vivirá» (Juan 11:25). En Él tenemos la esperanza segura de la vida eterna.',
  },
  {
    id: 'familia-feliz',
    title: '¿Cómo tener una familia feliz?',
    answer:
      'Una familia feliz se edifica sobre Cristo: amor que sirve, perdón que restaura y la Palabra en el centro del hogar (Efesios 5:21–6:4). «Si el Señor no edifica la casa, en vano trabajan los que la edifican» (Salmo 127:1).',
  },
];
