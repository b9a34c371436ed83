import type { PrayerVisibility } from '../prayer/visibility.ts';
import {
  ASK_VISIBILITY_AGAIN,
  askVisibility,
  VISIBILITY_CHOICES,
  visibilityFrom,
} from './prayerVisibility.ts';
import { STUDY_TOPICS, type StudyTopic } from './studyTopics.ts';

/**
 * The floating assistant's rules (docs/spec.md §4, §9) as a pure function: a visitor message and the current
 * state in, the bot's reply, the next state and, for a prayer, what to save. No network, no timers.
 * Ministry details come in as a ChatContext (from core/siteConfig.ts at build time) so the browser
 * bundle does not carry the configuration schema.
 */
export const BOT_NAME = 'Samuel';
export const BOT_DELAY_MS = 750;
export const FIRST_MESSAGE_EXTRA_MS = 500;

export interface CapturedPrayer {
  name: string;
  request_text: string;
}

export interface ChatState {
  awaitingPrayer: boolean;
  /** A prayer written but not sent yet: the bot is asking who may see it. */
  pendingPrayer?: CapturedPrayer | null;
  topic: string | null;
}

export interface ChatLink {
  label: string;
  href: string;
  external?: boolean;
}

export interface ChatReply {
  text: string;
  links?: ChatLink[];
  /** Buttons the visitor can tap next: the study topics. */
  topics?: readonly StudyTopic[];
  /** Answers the visitor can tap (the prayer's visibility options). */
  choices?: readonly string[];
  /** A prayer request to store; the UI then says prayerSaved or prayerFailed. */
  prayer?: CapturedPrayer & { visibility: PrayerVisibility };
  state: ChatState;
}

export interface ChatContext {
  siteName: string;
  assistantName: string;
  assistantUrl: string;
  email: string;
  phone: string;
  /** Days an approved request stays on the wall (siteConfig.prayerWall), for the consent text. */
  wallDays: number;
}

export const INITIAL_STATE: ChatState = { awaitingPrayer: false, topic: null };

export const greeting = (context: ChatContext) =>
  `¡Hola! Soy ${BOT_NAME}, el asistente de ${context.siteName}. Estoy aquí para acompañarte: puedo orar contigo, contarte sobre el Reino de Dios o ayudarte a empezar un estudio bíblico. ¿En qué puedo ayudarte hoy?`;

/** Quick questions offered under the greeting (docs/spec.md §9). */
export const QUICK_QUESTIONS = [
  '¿Qué significa el Reino de Dios?',
  'Quiero pedir oración',
  'Quiero empezar un estudio bíblico',
  '¿Cómo puedo apoyar el ministerio?',
  '¿Cómo puedo servir?',
  'Tengo una pregunta sobre la Biblia',
  '¿Cómo los contacto?',
] as const;

export const prayerSaved = (name: string) =>
  `Gracias, ${name}. Hemos recibido tu petición y nuestro equipo pastoral estará orando por ti. «Echa sobre Él toda tu ansiedad, porque Él tiene cuidado de ti» (1 Pedro 5:7).`;
export const PRIVATE_LINK_INTRO =
  'Este es tu enlace privado: guárdalo para ver cuántas personas oraron por ti, retirar tu petición o contarnos cómo Dios respondió. No lo compartas.';
export const PRAYER_FAILED =
  'Lo siento mucho, no pude guardar tu petición en este momento. Por favor, inténtalo de nuevo en unos minutos o escríbenos directamente desde la página de contacto.';

const ASK_PRAYER =
  'Será un privilegio orar por ti. Escríbeme tu nombre y tu motivo de oración separados por dos puntos, por ejemplo: «María: por la salud de mi madre».';
const ASK_PRAYER_AGAIN =
  'Para registrar tu petición necesito tu nombre y tu motivo separados por dos puntos, por ejemplo: «Juan: por mi trabajo».';

const normalize = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** 'name: reason' with both parts non-empty (docs/spec.md §5), or null. */
export function parsePrayer(message: string): CapturedPrayer | null {
  const colon = message.indexOf(':');
  if (colon < 0) return null;
  const name = message.slice(0, colon).trim();
  const request = message.slice(colon + 1).trim();
  return name && request ? { name: name.slice(0, 200), request_text: request.slice(0, 5000) } : null;
}

interface Rule {
  matches: RegExp;
  reply: (state: ChatState, context: ChatContext) => Omit<ChatReply, 'state'> & { state?: ChatState };
}

const RULES: Rule[] = [
  {
    matches: /\b(orac|orar|ora |oren|rez|peticion|intercede)/,
    reply: (state) => ({ text: ASK_PRAYER, state: { ...state, awaitingPrayer: true } }),
  },
  {
    matches: /\breino\b/,
    reply: () => ({
      text: 'El Reino de Dios es su gobierno de amor, justicia y paz, que Jesús anunció y trajo cerca: «El Reino de Dios está entre vosotros» (Lucas 17:21). Vivir en el Reino es rendir cada área de la vida al señorío de Cristo. Tenemos enseñanzas que lo explican paso a paso.',
      links: [{ label: 'Ver Enseñanzas', href: '/teachings' }],
    }),
  },
  {
    matches: /\bpregunta|duda/,
    reply: (_state, context) => ({
      text: `Me encantan las preguntas sobre la Palabra. Para respuestas bíblicas más profundas te recomiendo nuestro ${context.assistantName}, un asistente preparado para preguntas de fe.`,
      links: [
        {
          label: `Consultar ${context.assistantName}`,
          href: context.assistantUrl,
          external: true,
        },
      ],
    }),
  },
  {
    matches: /estudi|aprender|biblia|biblico/,
    reply: () => ({
      text: '¡Qué alegría que quieras estudiar la Palabra! Elige un tema para empezar:',
      topics: STUDY_TOPICS,
    }),
  },
  {
    matches: /\bdona|ofrend|diezm|apoy|aport|contribu/,
    reply: () => ({
      text: 'Gracias por tu corazón generoso. Tu ofrenda sostiene enseñanzas gratuitas, grupos de oración y misiones. Puedes dar de forma segura en línea.',
      links: [{ label: 'Formas de Aportar', href: '/donate' }],
    }),
  },
  {
    matches: /particip|servir|sirv|voluntari|involucr|unirme/,
    reply: () => ({
      text: 'Hay un lugar para ti en esta obra. Puedes servir con tus dones en nuestras áreas digitales, de comunicación o de cuidado pastoral.',
      links: [{ label: 'Ver Oportunidades', href: '/careers' }],
    }),
  },
  {
    matches: /contact|hablar con|telefono|correo|direccion|horario|ubica/,
    reply: (_state, context) => ({
      text: `Puedes escribirnos a ${context.email} o llamarnos al ${context.phone}. En la página de contacto encontrarás nuestros horarios y ubicación.`,
      links: [{ label: 'Ir a Contacto', href: '/contact' }],
    }),
  },
  {
    matches: /perdon|esperanza|sufr|dolor|triste|ansie|miedo|soledad|deprim/,
    reply: () => ({
      text: 'No estás solo. Dios está cerca de los quebrantados de corazón (Salmo 34:18), su perdón es completo en Cristo (1 Juan 1:9) y su esperanza no defrauda (Romanos 5:5). Si quieres, puedo registrar una petición para que oremos por ti: escribe «oración».',
    }),
  },
];

const FALLBACK = (context: ChatContext): Omit<ChatReply, 'state'> => ({
  text: `No estoy seguro de haber entendido, pero quiero ayudarte. Para preguntas bíblicas y de fe más amplias puedes consultar nuestro ${context.assistantName}, o elegir una de las preguntas rápidas.`,
  links: [{ label: `Consultar ${context.assistantName}`, href: context.assistantUrl, external: true }],
});

export function replyTo(message: string, state: ChatState, context: ChatContext): ChatReply {
  if (state.awaitingPrayer) {
    const prayer = parsePrayer(message);
    if (!prayer) return { text: ASK_PRAYER_AGAIN, state };
    return {
      text: askVisibility(context.wallDays),
      choices: VISIBILITY_CHOICES,
      state: { ...state, awaitingPrayer: false, pendingPrayer: prayer },
    };
  }
  if (state.pendingPrayer) {
    const visibility = visibilityFrom(message);
    if (!visibility) return { text: ASK_VISIBILITY_AGAIN, choices: VISIBILITY_CHOICES, state };
    return {
      text: '',
      prayer: { ...state.pendingPrayer, visibility },
      state: { ...state, pendingPrayer: null },
    };
  }
  const topic = STUDY_TOPICS.find((item) => item.title === message.trim());
  if (topic)
    return {
      text: topic.answer,
      links: [{ label: 'Ver Enseñanzas', href: '/teachings' }],
      state: { ...state, topic: topic.id },
    };
  const text = normalize(message);
  const rule = RULES.find((candidate) => candidate.matches.test(text));
  const { state: next, ...reply } = rule ? rule.reply(state, context) : { ...FALLBACK(context), state };
  return { ...reply, state: next ?? state };
}

/** Milliseconds before the n-th bot message (0-based) appears. */
export function botDelay(index: number): number {
  return BOT_DELAY_MS + (index === 0 ? FIRST_MESSAGE_EXTRA_MS : 0);
}
