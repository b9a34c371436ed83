/**
 * The fixed list of service positions (docs/spec.md §3 "Job position"). The careers page renders it and the
 * application modal preselects a position by `id`; `title` is what a job application stores in
 * `position_interest`.
 */
export interface JobPosition {
  id: string;
  title: string;
  /** Lucide icon name. */
  icon: 'Code' | 'Palette' | 'Megaphone';
  shortDescription: string;
  category: string;
  type: string;
  fullDescription: {
    introduction: string;
    education: string[];
    responsibilities: string[];
    schedule: string;
    reportsTo: string;
    idealProfile: string[];
  };
}

export const JOB_POSITIONS: readonly JobPosition[] = [
  {
    id: 'frontend_dev_jr',
    title: 'Desarrollador(a) Front-End Junior',
    icon: 'Code',
    shortDescription:
      'Ayuda a construir y mantener el sitio web y las herramientas digitales con las que el ministerio lleva el mensaje del Reino.',
    category: 'Operaciones Digitales',
    type: 'Remunerado',
    fullDescription: {
      introduction:
        'Buscamos una persona apasionada por la tecnología y por la obra de Dios que se una al equipo de Operaciones Digitales para desarrollar interfaces claras, accesibles y rápidas para miles de visitantes.',
      education: [
        'Título técnico o universitario en Ingeniería de Sistemas, Informática o carrera afín, o formación equivalente demostrable (bootcamp, cursos, proyectos).',
        'Conocimientos sólidos de HTML, CSS y JavaScript.',
        'Experiencia básica con React, TypeScript y control de versiones con Git.',
      ],
      responsibilities: [
        'Desarrollar y mantener páginas y componentes del sitio público y del panel de administración.',
        'Convertir diseños en interfaces responsivas y accesibles.',
        'Corregir errores y mejorar el rendimiento del sitio.',
        'Escribir pruebas y documentar el código.',
        'Colaborar con el equipo de comunicaciones en la publicación de contenido.',
      ],
      schedule: 'Tiempo completo, lunes a viernes, modalidad remota con reuniones semanales en línea.',
      reportsTo: 'Coordinador(a) de Operaciones Digitales',
      idealProfile: [
        'Creyente comprometido(a) con la visión del ministerio.',
        'Ganas de aprender y de recibir retroalimentación.',
        'Organización, responsabilidad y buena comunicación escrita.',
        'Atención al detalle y sensibilidad por la accesibilidad.',
      ],
    },
  },
  {
    id: 'graphic_designer',
    title: 'Diseñador(a) Gráfico(a)',
    icon: 'Palette',
    shortDescription:
      'Pon tu creatividad al servicio del Reino diseñando piezas visuales para enseñanzas, eventos y redes sociales.',
    category: 'Comunicaciones y Marketing',
    type: 'Voluntario',
    fullDescription: {
      introduction:
        'Invitamos a diseñadores y diseñadoras que deseen servir con sus dones creando materiales que comuniquen el mensaje del ministerio con belleza y claridad.',
      education: [
        'Formación en Diseño Gráfico, Comunicación Visual o carrera afín, o un portafolio que demuestre experiencia equivalente.',
        'Dominio de herramientas de diseño como Figma, Adobe Illustrator, Photoshop o Canva.',
      ],
      responsibilities: [
        'Diseñar gráficos para redes sociales, portadas de enseñanzas y materiales de eventos.',
        'Mantener la coherencia de la identidad visual del ministerio.',
        'Preparar imágenes optimizadas para el sitio web y el correo electrónico.',
        'Colaborar con el equipo de comunicaciones en la planificación de campañas.',
      ],
      schedule: 'Voluntariado flexible, con un mínimo de 10 horas por semana.',
      reportsTo: 'Líder de Comunicaciones y Marketing',
      idealProfile: [
        'Creyente con deseo de servir a Dios a través del arte y el diseño.',
        'Creatividad, buen gusto tipográfico y sentido del color.',
        'Capacidad para cumplir plazos y recibir correcciones.',
        'Disponibilidad para reuniones de coordinación en línea.',
      ],
    },
  },
  {
    id: 'community_manager_social',
    title: 'Community Manager (Redes Sociales)',
    icon: 'Megaphone',
    shortDescription:
      'Gestiona nuestras redes sociales y acompaña a la comunidad en línea con mensajes de fe, esperanza y verdad.',
    category: 'Comunicaciones y Marketing',
    type: 'Remunerado (Tiempo Parcial)',
    fullDescription: {
      introduction:
        'Buscamos una persona que sepa comunicar el Evangelio en el lenguaje de las redes sociales y que cuide con amor a la comunidad que se reúne en línea.',
      education: [
        'Estudios en Comunicación Social, Marketing Digital, Periodismo o carrera afín.',
        'Experiencia comprobable en la gestión de redes sociales (YouTube, Instagram, Facebook).',
        'Conocimientos básicos de edición de video y de herramientas de programación de publicaciones.',
      ],
      responsibilities: [
        'Planificar y publicar el calendario de contenido en redes sociales.',
        'Responder mensajes y comentarios con prontitud y sabiduría.',
        'Derivar peticiones de oración y consultas al equipo pastoral.',
        'Medir resultados y proponer mejoras mensuales.',
        'Coordinar con el equipo de diseño la creación de piezas visuales.',
      ],
      schedule: 'Medio tiempo, 20 horas por semana, con horario flexible y algunos fines de semana.',
      reportsTo: 'Líder de Comunicaciones y Marketing',
      idealProfile: [
        'Creyente maduro(a) en la fe, con buen testimonio.',
        'Excelente redacción y ortografía en español.',
        'Empatía y prudencia para tratar temas sensibles.',
        'Conocimiento de las tendencias digitales y creatividad para comunicar.',
      ],
    },
  },
];

/** The three areas the careers page presents before the open positions. */
export const SERVICE_AREAS = [
  {
    icon: 'MonitorSmartphone',
    title: 'Operaciones Digitales',
    description:
      'Tecnología al servicio del Reino: sitio web, plataformas de enseñanza y herramientas internas.',
  },
  {
    icon: 'Megaphone',
    title: 'Comunicaciones y Marketing',
    description:
      'Diseño, redes sociales y contenido que llevan el mensaje del Evangelio a nuevas audiencias.',
  },
  {
    icon: 'HandHeart',
    title: 'Ministerio y Cuidado Pastoral',
    description: 'Oración, consejería y acompañamiento de creyentes y nuevos discípulos.',
  },
] as const;
