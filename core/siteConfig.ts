import { type SiteConfig, siteConfigSchema } from './siteConfigSchema.ts';

/**
 * Everything that makes this site "Palabra Viva". Another ministry adapts the product by editing this one
 * file (and replacing public/logo.svg, public/og-image.png and public/images/founder.svg). Contact details,
 * links and Stripe ids below are placeholders to replace before going live.
 */
export const siteConfig: SiteConfig = siteConfigSchema.parse({
  name: 'Palabra Viva',
  tagline: 'Proclamando el Reino de Dios',
  description:
    'Ministerio Palabra Viva: enseñanzas bíblicas, comunidad, oración y recursos para vivir bajo el gobierno de Cristo.',
  timeZone: 'America/Mexico_City',
  logo: { src: '/logo.svg', alt: 'Palabra Viva', width: 40, height: 40 },
  ogImage: {
    src: '/og-image.png',
    alt: 'Palabra Viva — Proclamando el Reino de Dios',
    width: 1200,
    height: 630,
  },
  contact: {
    email: 'contacto@example.org',
    phone: '+1 (555) 010-2030',
    phoneHref: 'tel:+15550102030',
    address: ['Calle Esperanza 123', 'Ciudad de Ejemplo'],
    mapEmbedUrl: 'https://www.google.com/maps?q=Ciudad%20de%20M%C3%A9xico&output=embed',
    mapTitle: 'Mapa de la ubicación del ministerio Palabra Viva',
    mapLinkUrl: 'https://www.google.com/maps/search/?api=1&query=Ciudad%20de%20M%C3%A9xico',
  },
  serviceSchedule: [
    { name: 'Estudio Bíblico', day: 'Miércoles', time: '7:00 PM - 8:30 PM' },
    { name: 'Reunión de Oración', day: 'Viernes', time: '6:30 PM - 8:00 PM' },
    { name: 'Servicio Dominical', day: 'Domingo', time: '10:00 AM - 12:00 PM' },
    { name: 'Jóvenes', day: 'Sábado', time: '4:00 PM - 6:00 PM' },
  ],
  liveStream: { youtubeChannelId: 'UC_REEMPLAZAR_CON_EL_ID_DEL_CANAL' },
  social: {
    videoChannel: { label: 'YouTube', url: 'https://www.youtube.com/@palabraviva', handle: '@palabraviva' },
    photoProfile: {
      label: 'Instagram',
      url: 'https://www.instagram.com/palabraviva',
      handle: '@palabraviva',
    },
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
  aiAssistant: {
    name: 'Experto GPT',
    url: 'https://chatgpt.com/',
    description:
      'Un asistente de inteligencia artificial preparado para responder preguntas bíblicas y de fe.',
  },
  // Off in the demo: the demo admin signs in with a password. Turn it on once every admin has enrolled.
  staffSecurity: { adminsRequireTwoFactor: false },
  // Days an approved request stays on /oracion: the consent text says it, and SQL applies it on approval
  // (written to public.prayer_wall_settings at start and after each deploy, like staffSecurity).
  prayerWall: { wallDays: 30 },
  podcast: {
    title: 'Palabra Viva — Podcast',
    description:
      'Enseñanzas en audio del ministerio Palabra Viva: series, predicaciones y meditaciones bíblicas.',
    category: 'Religion & Spirituality',
    spotifyShowUrl: 'https://open.spotify.com/show/REEMPLAZAR',
  },
  donations: {
    stripeScriptUrl: 'https://js.stripe.com/v3/buy-button.js',
    funds: [
      { id: 'general', name: 'General', stripeBuyButtonId: 'buy_btn_REEMPLAZAR_GENERAL' },
      { id: 'misiones', name: 'Misiones', stripeBuyButtonId: 'buy_btn_REEMPLAZAR_MISIONES' },
    ],
    issuer: {
      legalName: 'Ministerio Palabra Viva, A.R.',
      taxId: 'RFC MPV000000XX0',
      address: ['Calle Esperanza 123', 'Ciudad de Ejemplo', 'México'],
    },
    stripePublishableKey: 'pk_test_REEMPLAZAR',
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
    loadingLabel: 'Cargando el botón de donación…',
  },
  fixedTestimonials: [
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
  ],
  about: {
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
        description:
          'Dios pone en el corazón de nuestro fundador la carga de enseñar el Evangelio del Reino.',
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
  },
});
