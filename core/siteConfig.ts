import type { SiteContent } from './site/areas.ts';
import { VISIT_DEFAULTS } from './site/schedule.ts';

/**
 * What a fresh install shows until staff publish their own (admin → Sitio): every text and setting
 * visitors read, by area, as core/site/ validates it. Published areas live in public.site_content and
 * replace these at build time; an area never published keeps these defaults. The texts are the
 * specification's (docs/spec.md), verbatim; contact details and Stripe ids are the demo's placeholders.
 * Longer than a module should be because it is data: the whole seeded site, one area after another.
 */
const FIXED_TESTIMONIALS: SiteContent['home']['fixedTestimonials'] = [
  {
    id: 'new1',
    name: 'María González',
    country: 'México',
    testimonial_text:
      'Las enseñanzas sobre el Reino de Dios transformaron mi manera de orar y de servir a mi familia. Hoy vivo con propósito.',
    photo_url: null,
  },
  {
    id: 'new2',
    name: 'Carlos Rodríguez',
    country: 'Colombia',
    testimonial_text:
      'Encontré una comunidad que me acompañó en el momento más difícil de mi vida. Su apoyo en oración fue un regalo de Dios.',
    photo_url: null,
  },
  {
    id: 'new3',
    name: 'Ana Martínez',
    country: 'España',
    testimonial_text:
      'Los estudios bíblicos en línea me ayudaron a entender las Escrituras con claridad. Ahora enseño a otros lo que aprendí.',
    photo_url: null,
  },
];

const ABOUT: SiteContent['about'] = {
  header: {
    title: 'Acerca de Palabra Viva',
    subtitle:
      'Un ministerio dedicado a proclamar el Reino de Dios y a formar discípulos que transforman su mundo.',
  },
  founder: {
    name: 'Pastor Daniel Herrera',
    title: 'Fundador y Pastor Principal',
    bio: [
      'Daniel Herrera recibió el llamado al ministerio en 2008, mientras servía como maestro de la Palabra en su congregación local.',
      'Durante más de quince años ha enseñado sobre el Reino de Dios en iglesias, conferencias y seminarios de distintos países.',
      'Su pasión es ver a cada creyente equipado para vivir bajo el gobierno de Cristo y para llevar el Evangelio a las naciones.',
    ],
    image: {
      src: '/images/founder.svg',
      alt: 'Retrato ilustrado del Pastor Daniel Herrera',
      width: 480,
      height: 560,
    },
  },
  missionVision: {
    mainTitle: 'Nuestra Misión y Visión',
    subtitle: 'Nuestro enfoque es equipar y enviar discípulos.',
    mission: {
      title: 'Misión',
      text1: 'Proclamamos el mensaje del Reino de Dios a toda persona y en todo lugar.',
      text2:
        'Equipamos a los creyentes para vivir bajo el gobierno de Cristo y extender su Reino en todo el mundo.',
    },
    vision: {
      title: 'Visión',
      text1: 'Un mundo transformado por el Evangelio del Reino.',
      text2: 'Soñamos con discípulos maduros que formen a otros discípulos en cada nación.',
    },
  },
  values: [
    {
      icon: 'BookOpen',
      title: 'Fidelidad Bíblica',
      description: 'La Palabra de Dios es nuestra autoridad y el fundamento de todo lo que enseñamos.',
    },
    {
      icon: 'Heart',
      title: 'Amor y Compasión',
      description: 'Servimos a las personas con el amor de Cristo, especialmente a quienes sufren.',
    },
    {
      icon: 'Users',
      title: 'Comunidad Auténtica',
      description: 'Crecemos juntos en relaciones sinceras de apoyo, oración y rendición de cuentas.',
    },
    {
      icon: 'Globe',
      title: 'Alcance Global',
      description: 'Llevamos el mensaje del Reino a las naciones con todos los medios a nuestro alcance.',
    },
  ],
  timeline: [
    {
      year: '2008',
      title: 'El Llamado',
      description: 'Dios pone en el corazón de nuestro fundador la carga de enseñar el Evangelio del Reino.',
    },
    {
      year: '2015',
      title: 'Fundación del Ministerio',
      description: 'Nace Palabra Viva con un pequeño grupo de estudio bíblico y oración.',
    },
    {
      year: '2018',
      title: 'Expansión Digital',
      description: 'Comenzamos a compartir enseñanzas en video, audio y redes sociales.',
    },
    {
      year: 'Hoy',
      title: 'Impacto Global',
      description: 'Creyentes de muchos países aprenden, oran y sirven con nosotros cada semana.',
    },
  ],
};

const ASSISTANT: SiteContent['assistant'] = {
  botName: 'Samuel',
  greeting:
    '¡Hola! Soy {bot}, el asistente de {ministerio}. Estoy aquí para acompañarte: puedo orar contigo, contarte sobre el Reino de Dios o ayudarte a empezar un estudio bíblico. ¿En qué puedo ayudarte hoy?',
  quickQuestions: [
    '¿Qué significa el Reino de Dios?',
    'Quiero pedir oración',
    'Quiero empezar un estudio bíblico',
    '¿Cómo puedo apoyar el ministerio?',
    '¿Cómo puedo servir?',
    'Tengo una pregunta sobre la Biblia',
    '¿Cómo los contacto?',
  ],
  studyTopics: [
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
  ],
  answers: [
    {
      // First, so «¿A qué hora es la reunión de oración?» gets the times rather than the prayer flow.
      id: 'horario',
      keywords: [
        'hora',
        'horario',
        'cuando es',
        'cuando son',
        'cuando se reun',
        'culto',
        'servicio',
        'reunion',
      ],
      text: '¡Nos encantará verte! Estas son nuestras reuniones:',
      action: 'schedule',
      linkLabel: 'Cómo llegar',
      linkHref: '/contact',
    },
    {
      id: 'oracion',
      keywords: ['orac', 'orar', 'ora', 'oren', 'rez', 'peticion', 'intercede'],
      text: 'Será un privilegio orar por ti. Escríbeme tu nombre y tu motivo de oración separados por dos puntos, por ejemplo: «María: por la salud de mi madre».',
      action: 'prayer',
      linkLabel: '',
      linkHref: '',
    },
    {
      id: 'reino',
      keywords: ['reino'],
      text: 'El Reino de Dios es su gobierno de amor, justicia y paz, que Jesús anunció y trajo cerca: «El Reino de Dios está entre vosotros» (Lucas 17:21). Vivir en el Reino es rendir cada área de la vida al señorío de Cristo. Tenemos enseñanzas que lo explican paso a paso.',
      action: 'none',
      linkLabel: 'Ver Enseñanzas',
      linkHref: '/teachings',
    },
    {
      id: 'pregunta',
      keywords: ['pregunta', 'duda'],
      text: 'Me encantan las preguntas sobre la Palabra. Para respuestas bíblicas más profundas te recomiendo nuestro {asistente}, un asistente preparado para preguntas de fe.',
      action: 'assistant',
      linkLabel: 'Consultar {asistente}',
      linkHref: '',
    },
    {
      id: 'estudio',
      keywords: ['estudi', 'aprender', 'biblia', 'biblico'],
      text: '¡Qué alegría que quieras estudiar la Palabra! Elige un tema para empezar:',
      action: 'topics',
      linkLabel: '',
      linkHref: '',
    },
    {
      id: 'ofrenda',
      keywords: ['dona', 'ofrend', 'diezm', 'apoy', 'aport', 'contribu'],
      text: 'Gracias por tu corazón generoso. Tu ofrenda sostiene enseñanzas gratuitas, grupos de oración y misiones. Puedes dar de forma segura en línea.',
      action: 'none',
      linkLabel: 'Formas de Aportar',
      linkHref: '/donate',
    },
    {
      id: 'servir',
      keywords: ['particip', 'servir', 'sirv', 'voluntari', 'involucr', 'unirme'],
      text: 'Hay un lugar para ti en esta obra. Puedes servir con tus dones en nuestras áreas digitales, de comunicación o de cuidado pastoral.',
      action: 'none',
      linkLabel: 'Ver Oportunidades',
      linkHref: '/careers',
    },
    {
      id: 'contacto',
      keywords: ['contact', 'hablar con', 'telefono', 'correo', 'direccion', 'ubica'],
      text: 'Puedes escribirnos a {correo} o llamarnos al {telefono}. En la página de contacto encontrarás nuestros horarios y ubicación.',
      action: 'none',
      linkLabel: 'Ir a Contacto',
      linkHref: '/contact',
    },
    {
      id: 'consuelo',
      keywords: ['perdon', 'esperanza', 'sufr', 'dolor', 'triste', 'ansie', 'miedo', 'soledad', 'deprim'],
      text: 'No estás solo. Dios está cerca de los quebrantados de corazón (Salmo 34:18), su perdón es completo en Cristo (1 Juan 1:9) y su esperanza no defrauda (Romanos 5:5). Si quieres, puedo registrar una petición para que oremos por ti: escribe «oración».',
      action: 'none',
      linkLabel: '',
      linkHref: '',
    },
  ],
  fallback:
    'No estoy seguro de haber entendido, pero quiero ayudarte. Para preguntas bíblicas y de fe más amplias puedes consultar nuestro {asistente}, o elegir una de las preguntas rápidas.',
};

export const siteDefaults: SiteContent = {
  identity: {
    name: 'Palabra Viva',
    tagline: 'Proclamando el Reino de Dios',
    description:
      'Ministerio Palabra Viva: enseñanzas bíblicas, comunidad, oración y recursos para vivir bajo el gobierno de Cristo.',
    logo: { src: '/logo.svg', alt: 'Palabra Viva', width: 40, height: 40 },
    ogImage: {
      src: '/og-image.png',
      alt: 'Palabra Viva — Proclamando el Reino de Dios',
      width: 1200,
      height: 630,
    },
    timeZone: 'America/Mexico_City',
    prayerWallDays: 30,
    visitRetentionMonths: 6,
  },
  contact: {
    email: 'contacto@example.org',
    phone: '+1 (555) 010-2030',
    whatsapp: '+1 555 010 2030',
    address: ['Calle Esperanza 123', 'Ciudad de Ejemplo'],
    mapEmbedUrl: 'https://www.google.com/maps?q=Ciudad%20de%20M%C3%A9xico&output=embed',
    mapTitle: 'Mapa de la ubicación del ministerio Palabra Viva',
    mapLinkUrl: 'https://www.google.com/maps/search/?api=1&query=Ciudad%20de%20M%C3%A9xico',
  },
  social: {
    videoChannel: { label: 'YouTube', url: 'https://www.youtube.com/@palabraviva', handle: '@palabraviva' },
    photoProfile: {
      label: 'Instagram',
      url: 'https://www.instagram.com/palabraviva',
      handle: '@palabraviva',
    },
    socialVideos: [
      {
        label: '¿Qué es el Reino de Dios?',
        url: 'https://www.youtube.com/@palabraviva/videos',
        duration: '18:42',
      },
      { label: 'Cómo orar con fe', url: 'https://www.youtube.com/@palabraviva/videos', duration: '12:05' },
      {
        label: 'Vivir bajo el gobierno de Cristo',
        url: 'https://www.youtube.com/@palabraviva/videos',
        duration: '24:10',
      },
    ],
    socialPosts: [
      {
        label: 'Versículo de la semana',
        url: 'https://www.instagram.com/palabraviva',
        caption: '«Venga tu Reino, hágase tu voluntad» — Mateo 6:10',
      },
      {
        label: 'Noche de jóvenes',
        url: 'https://www.instagram.com/palabraviva',
        caption: 'Alabanza, Palabra y comunidad cada sábado.',
      },
      {
        label: 'Tiempo de oración',
        url: 'https://www.instagram.com/palabraviva',
        caption: 'Cada viernes nos unimos para orar por las naciones.',
      },
    ],
    liveStream: { youtubeChannelId: 'UC_REEMPLAZAR_CON_EL_ID_DEL_CANAL' },
    aiAssistant: {
      name: 'Experto GPT',
      url: 'https://chatgpt.com/',
      description:
        'Un asistente de inteligencia artificial preparado para responder preguntas bíblicas y de fe.',
    },
    podcast: {
      title: 'Palabra Viva — Podcast',
      description:
        'Enseñanzas en audio del ministerio Palabra Viva: series, predicaciones y meditaciones bíblicas.',
      category: 'Religion & Spirituality',
      spotifyShowUrl: 'https://open.spotify.com/show/REEMPLAZAR',
    },
  },
  giving: {
    stripePublishableKey: 'pk_test_REEMPLAZAR',
    funds: [
      {
        id: 'general',
        name: 'General',
        stripeBuyButtonId: 'buy_btn_REEMPLAZAR_GENERAL',
        stripePaymentLinkId: '',
      },
      {
        id: 'misiones',
        name: 'Misiones',
        stripeBuyButtonId: 'buy_btn_REEMPLAZAR_MISIONES',
        stripePaymentLinkId: '',
      },
    ],
    issuer: {
      legalName: 'Ministerio Palabra Viva, A.R.',
      taxId: 'RFC MPV000000XX0',
      address: ['Calle Esperanza 123', 'Ciudad de Ejemplo', 'México'],
    },
    title: 'Apoya la Obra',
    intro:
      'Tu generosidad hace posible que el mensaje del Reino llegue a más personas. Cada ofrenda sostiene enseñanzas gratuitas, recursos y el acompañamiento de creyentes en todo el mundo.',
    impact: [
      {
        title: 'Enseñanza',
        description: 'Producimos estudios, videos y audios gratuitos para equipar discípulos.',
      },
      {
        title: 'Comunidad',
        description: 'Sostenemos grupos de oración y estudio bíblico presenciales y en línea.',
      },
      { title: 'Misiones', description: 'Apoyamos a obreros que extienden el Reino en nuevas naciones.' },
    ],
    otherWays: [
      'Ora por el ministerio y por quienes servimos.',
      'Sirve como voluntario con tus dones y talentos.',
      'Comparte nuestras enseñanzas con tus amigos y familia.',
    ],
    otherMethods: [
      {
        title: 'Transferencia bancaria',
        details: 'Escríbenos a contacto@example.org y te enviaremos los datos de la cuenta del ministerio.',
      },
      { title: 'En persona', details: 'Puedes entregar tu ofrenda en cualquiera de nuestras reuniones.' },
    ],
    loadingLabel: 'Cargando el botón de donación…',
  },
  schedule: {
    services: [
      { id: 'estudio-biblico', name: 'Estudio Bíblico', weekday: 3, start: '19:00', end: '20:30', place: '' },
      {
        id: 'reunion-de-oracion',
        name: 'Reunión de Oración',
        weekday: 5,
        start: '18:30',
        end: '20:00',
        place: '',
      },
      {
        id: 'servicio-dominical',
        name: 'Servicio Dominical',
        weekday: 0,
        start: '10:00',
        end: '12:00',
        place: '',
      },
      { id: 'jovenes', name: 'Jóvenes', weekday: 6, start: '16:00', end: '18:00', place: '' },
    ],
    exceptions: [],
    visit: VISIT_DEFAULTS,
  },
  home: {
    hero: {
      eyebrow: 'Ministerio Palabra Viva',
      title: 'Proclamamos el mensaje del Reino de Dios',
      lead: 'Equipamos a los creyentes para vivir bajo el gobierno de Cristo y extender su Reino en todo el mundo.',
      action: 'Descubre Más',
      verse: {
        text: '«Buscad primeramente el Reino de Dios y su justicia, y todas estas cosas os serán añadidas.»',
        reference: 'Mateo 6:33',
      },
    },
    overview: {
      eyebrow: 'Bienvenido',
      title: 'Un lugar para conocer a Dios y crecer en Él',
      lead: 'Te acompañamos en cada paso de tu camino de fe.',
      cards: [
        {
          icon: 'BookOpen',
          title: 'Enseñanzas',
          text: 'Artículos, videos y audios para crecer en el conocimiento del Reino de Dios.',
          href: '/teachings',
          action: 'Ver Enseñanzas',
        },
        {
          icon: 'Church',
          title: 'Quiénes Somos',
          text: 'Conoce nuestra misión, nuestra visión y la historia que Dios ha escrito con nosotros.',
          href: '/about',
          action: 'Conócenos',
        },
        {
          icon: 'Bot',
          title: 'Experto GPT',
          text: 'Haz tus preguntas bíblicas a un asistente de inteligencia artificial, a cualquier hora.',
          href: '/gpt-experto',
          action: 'Consultar Ahora',
        },
        {
          icon: 'CalendarDays',
          title: 'Reuniones y Eventos',
          text: 'Estudios bíblicos, oración, servicio dominical y jóvenes: hay un lugar para ti.',
          href: '/contact',
          action: 'Ver Eventos',
        },
      ],
    },
    participate: {
      eyebrow: 'Participa',
      title: 'Hay un lugar para ti en esta obra',
      lead: 'Recibe alimento espiritual, ora con nosotros o siembra en la extensión del Reino.',
      subscribe: {
        title: 'Suscríbete',
        text: 'Recibe cada semana reflexiones bíblicas y noticias del ministerio en tu correo.',
        action: 'Suscribirme',
      },
      pray: {
        title: 'Ora con nosotros',
        text: 'Comparte tu motivo de oración: nuestro equipo intercederá por ti con fe.',
        action: 'Pedir Oración',
        wallLink: 'Ver el muro de oración',
      },
      give: {
        title: 'Da con generosidad',
        text: 'Tu ofrenda sostiene enseñanzas gratuitas y misiones en las naciones.',
        action: 'Formas de Aportar',
      },
    },
    careers: {
      eyebrow: 'Servir',
      title: 'Usa tus dones para extender el Reino',
      text: 'Buscamos personas apasionadas por Cristo para servir en tecnología, comunicaciones y cuidado pastoral.',
      action: 'Ver Posiciones Disponibles',
    },
    final: {
      eyebrow: '',
      title: 'Sé parte de lo que Dios está haciendo',
      text: 'Conéctate con nuestra comunidad, participa en una reunión o escríbenos. Te esperamos.',
      action: 'Involúcrate Hoy',
    },
    fixedTestimonials: FIXED_TESTIMONIALS,
  },
  about: ABOUT,
  legal: {
    updatedOn: '2025-06-05',
    note: 'Estos documentos son ejemplos de referencia. Deben adaptarse a la realidad del ministerio y a la legislación aplicable, y ser revisados por un abogado antes de su uso definitivo.',
    terms: {
      title: 'Términos y Condiciones',
      shortTitle: 'Términos',
      markdown: `### 1. Aceptación de los términos

Al acceder y utilizar este sitio web aceptas estos Términos y Condiciones. Si no estás de acuerdo con alguno de ellos, te pedimos que no utilices el sitio.

### 2. Uso del sitio

El contenido de este sitio (enseñanzas, artículos, videos, audios y recursos) se ofrece con fines de edificación espiritual y educativos. Te comprometes a utilizarlo de forma lícita y respetuosa, sin dañar el sitio ni a otras personas.

### 3. Propiedad intelectual

Los textos, imágenes, logotipos y materiales del ministerio están protegidos por derechos de autor. Puedes compartirlos con fines no comerciales siempre que cites la fuente y no alteres su contenido.

### 4. Contenido enviado por los usuarios

Al enviar un testimonio, una petición de oración o cualquier otro contenido, declaras que es veraz y nos autorizas a revisarlo y, en el caso de los testimonios aprobados, a publicarlo en el sitio. Podemos rechazar o retirar contenido que no se ajuste a estos términos.

### 5. Donaciones

Las donaciones son voluntarias y se procesan a través de un proveedor de pagos externo. Salvo error en el cobro, las donaciones no son reembolsables.

### 6. Enlaces a terceros

El sitio contiene enlaces a servicios externos (redes sociales, mapas, asistentes de inteligencia artificial y plataformas de pago). No somos responsables de su contenido ni de sus políticas.

### 7. Limitación de responsabilidad

Procuramos que la información sea correcta y esté actualizada, pero no garantizamos la ausencia de errores ni la disponibilidad continua del sitio.

### 8. Cambios en los términos

Podemos actualizar estos términos en cualquier momento. La fecha de la última actualización se indica en esta página.`,
    },
    privacy: {
      title: 'Política de Privacidad',
      shortTitle: 'Privacidad',
      markdown: `### 1. Responsable del tratamiento

El ministerio Palabra Viva es responsable de los datos personales que nos proporcionas a través de este sitio. Puedes contactarnos en la dirección de correo indicada en la página de contacto.

### 2. Datos que recopilamos

- Datos de contacto que nos envías voluntariamente: nombre, correo electrónico, país y mensaje.
- Testimonios, peticiones de oración y solicitudes de servicio, incluida la documentación que adjuntes (por ejemplo, tu CV).
- Datos de donaciones necesarios para registrar tu aportación; los datos de tu tarjeta los trata únicamente el proveedor de pagos.

### 3. Finalidad

Usamos tus datos para responder a tus consultas, orar por tus peticiones, enviarte las reflexiones a las que te suscribas, gestionar tu solicitud de servicio y cumplir nuestras obligaciones legales.

### 4. Base legal

Tratamos tus datos con tu consentimiento, que puedes retirar en cualquier momento, y cuando es necesario para atender una solicitud que tú nos haces.

### 5. Conservación

Conservamos los datos solo durante el tiempo necesario para la finalidad con la que se recogieron o el que exija la ley.

### 6. Destinatarios

No vendemos tus datos. Solo los compartimos con proveedores que nos prestan servicios (alojamiento, base de datos, correo y pagos) y que están obligados a protegerlos.

### 7. Tus derechos

Puedes solicitar el acceso, la rectificación, la supresión o la portabilidad de tus datos, así como oponerte a su tratamiento, escribiéndonos a la dirección de contacto.

### 8. Seguridad

Aplicamos medidas técnicas y organizativas razonables para proteger tus datos frente a pérdidas y accesos no autorizados.`,
    },
    cookies: {
      title: 'Política de Cookies',
      shortTitle: 'Cookies',
      markdown: `### 1. Qué son las cookies

Las cookies y tecnologías similares (como el almacenamiento local del navegador) son pequeños archivos o datos que un sitio web guarda en tu dispositivo.

### 2. Qué utilizamos

- **Técnicas y necesarias:** guardan la sesión del personal del ministerio que inicia sesión en el panel de administración y preferencias como el estado del asistente de chat.
- **De terceros:** los servicios que incrustamos (mapas, videos y la plataforma de pagos) pueden instalar sus propias cookies cuando los utilizas.

No utilizamos cookies publicitarias propias.

### 3. Cómo gestionarlas

Puedes permitir, bloquear o eliminar las cookies desde la configuración de tu navegador. Si las bloqueas, algunas funciones del sitio podrían no funcionar correctamente.

### 4. Cambios en esta política

Podemos actualizar esta política para reflejar cambios en las tecnologías que usamos. La fecha de la última actualización se indica en esta página.`,
    },
  },
  openings: {
    areas: [
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
    ],
    positions: [
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
        open: true,
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
        open: true,
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
        open: true,
      },
    ],
  },
  assistant: ASSISTANT,
  banner: { enabled: false, text: '', linkLabel: '', link: '', start: '', end: '' },
};
