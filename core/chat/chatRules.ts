import { whatsappMessages } from '../messages/whatsappMessages.ts';
import type { PrayerVisibility } from '../prayer/visibility.ts';
import type { Assistant } from '../site/assistant.ts';
import { whatsappLink } from '../whatsapp/whatsappLink.ts';
import {
  type Answer,
  type CapturedPrayer,
  isCancel,
  looksLikeQuestion,
  matchingAnswer,
  parsePrayer,
} from './chatMatching.ts';
import { type ChatSchedule, scheduleReply } from './chatSchedule.ts';
import {
  ASK_VISIBILITY_AGAIN,
  askVisibility,
  VISIBILITY_CHOICES,
  visibilityFrom,
} from './prayerVisibility.ts';

/**
 * The floating assistant's rules (docs/spec.md §4, §9) as a pure function: a visitor message and the current
 * state in, the bot's reply, the next state and, for a prayer, what to save. No network, no timers. Its
 * words are the assistant area staff edit (core/site/assistant.ts: greeting, quick questions, study topics,
 * keyword answers); they and the ministry's details come in as a ChatContext written into the page at
 * build time, so the browser bundle carries neither the schemas nor the defaults.
 */
export const BOT_DELAY_MS = 750;
export const FIRST_MESSAGE_EXTRA_MS = 500;

export type StudyTopic = Assistant['studyTopics'][number];

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
  /** The ministry's WhatsApp number (contact area); '' hides every WhatsApp hand-off. */
  whatsapp: string;
  /** Days an approved request stays on the wall (identity.prayerWallDays), for the consent text. */
  wallDays: number;
  /** The assistant area: its words and keyword answers. */
  assistant: Assistant;
  /** The schedule area's meetings, for an answer whose action is schedule. */
  schedule: ChatSchedule;
}

export const INITIAL_STATE: ChatState = { awaitingPrayer: false, topic: null };

/** A text of the assistant area with its {bot}, {ministerio}, {asistente}, {correo} and {telefono} filled in. */
export function fillIn(text: string, context: ChatContext): string {
  const values: Record<string, string> = {
    bot: context.assistant.botName,
    ministerio: context.siteName,
    asistente: context.assistantName,
    correo: context.email,
    telefono: context.phone,
  };
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export const greeting = (context: ChatContext) => fillIn(context.assistant.greeting, context);

export const prayerSaved = (name: string) =>
  `Gracias, ${name}. Hemos recibido tu petición y nuestro equipo pastoral estará orando por ti. «Echa sobre Él toda tu ansiedad, porque Él tiene cuidado de ti» (1 Pedro 5:7).`;
export const PRIVATE_LINK_INTRO =
  'Este es tu enlace privado: guárdalo para ver cuántas personas oraron por ti, retirar tu petición o contarnos cómo Dios respondió. No lo compartas.';
export const PRAYER_FAILED =
  'Lo siento mucho, no pude guardar tu petición en este momento. Por favor, inténtalo de nuevo en unos minutos o escríbenos directamente desde la página de contacto.';

const ASK_PRAYER_AGAIN =
  'Para registrar tu petición necesito tu nombre y tu motivo separados por dos puntos, por ejemplo: «Juan: por mi trabajo». Si prefieres preguntar otra cosa, escribe «cancelar».';
const ASK_VISIBILITY_OR_CANCEL = `${ASK_VISIBILITY_AGAIN} O escribe «cancelar» si prefieres no enviarla.`;
const PRAYER_CANCELLED =
  'De acuerdo, no registraré ninguna petición. ¿En qué más puedo ayudarte? Si un día quieres que oremos por ti, escribe «oración».';
const PRAYER_STILL_PENDING =
  'Tu petición aún no se ha enviado: elige quién puede verla, o escribe «cancelar» si prefieres no enviarla.';

function answerReply(
  answer: Answer,
  state: ChatState,
  context: ChatContext,
): Omit<ChatReply, 'state'> & { state?: ChatState } {
  const text = fillIn(answer.text, context);
  const label = fillIn(answer.linkLabel, context);
  if (answer.action === 'prayer') return { text, state: { ...state, awaitingPrayer: true } };
  if (answer.action === 'topics') return { text, topics: context.assistant.studyTopics };
  if (answer.action === 'schedule')
    return {
      text: scheduleReply(text, context.schedule),
      ...(answer.linkHref && label ? { links: [{ label, href: answer.linkHref }] } : {}),
    };
  if (answer.action === 'assistant')
    return {
      text,
      links: [{ label: label || context.assistantName, href: context.assistantUrl, external: true }],
    };
  if (!answer.linkHref || !label) return { text };
  return {
    text,
    links: [
      { label, href: answer.linkHref, ...(/^https?:/.test(answer.linkHref) ? { external: true } : {}) },
    ],
  };
}

/** A link to the ministry's WhatsApp with `text` prefilled, when the ministry has a number. */
function whatsappHandOff(context: ChatContext, text: string): ChatLink[] {
  const href = whatsappLink(context.whatsapp, text);
  return href ? [{ label: whatsappMessages.offer, href, external: true }] : [];
}

/** The bot cannot help: the AI assistant, and a person on WhatsApp. */
const fallback = (context: ChatContext): Omit<ChatReply, 'state'> => ({
  text: fillIn(context.assistant.fallback, context),
  links: [
    { label: `Consultar ${context.assistantName}`, href: context.assistantUrl, external: true },
    ...whatsappHandOff(context, whatsappMessages.chatHelp),
  ],
});

/** Said after a prayer request is saved: someone to talk to on WhatsApp; null without a number. */
export function afterPrayerOffer(context: ChatContext): Omit<ChatReply, 'state'> | null {
  const links = whatsappHandOff(context, whatsappMessages.chatAfterPrayer);
  return links.length ? { text: whatsappMessages.chatAfterPrayerOffer, links } : null;
}

/**
 * Whether a message in the prayer flow is another question rather than a prayer written the wrong way: a
 * button the visitor tapped (a quick question or a study topic), or a question (a question mark or a
 * question word first) that a non-prayer answer knows. A reason without a name («por mi familia») is not.
 */
function isAnotherQuestion(message: string, context: ChatContext): boolean {
  const text = message.trim();
  const { quickQuestions, studyTopics, answers } = context.assistant;
  if (quickQuestions.includes(text) || studyTopics.some((topic) => topic.title === text)) return true;
  if (!looksLikeQuestion(text)) return false;
  return matchingAnswer(text, answers)?.action !== 'prayer';
}

export function replyTo(message: string, state: ChatState, context: ChatContext): ChatReply {
  const leftFlow: ChatState = { ...state, awaitingPrayer: false, pendingPrayer: null };
  if (state.awaitingPrayer) {
    const prayer = parsePrayer(message);
    if (prayer)
      return {
        text: askVisibility(context.wallDays),
        choices: VISIBILITY_CHOICES,
        state: { ...state, awaitingPrayer: false, pendingPrayer: prayer },
      };
    if (isCancel(message)) return { text: PRAYER_CANCELLED, state: leftFlow };
    if (isAnotherQuestion(message, context)) return freeReply(message, leftFlow, context);
    return { text: ASK_PRAYER_AGAIN, state };
  }
  if (state.pendingPrayer) {
    const visibility = visibilityFrom(message);
    if (visibility)
      return {
        text: '',
        prayer: { ...state.pendingPrayer, visibility },
        state: { ...state, pendingPrayer: null },
      };
    if (isCancel(message)) return { text: PRAYER_CANCELLED, state: leftFlow };
    if (!isAnotherQuestion(message, context))
      return { text: ASK_VISIBILITY_OR_CANCEL, choices: VISIBILITY_CHOICES, state };
    // Answered, but what they wrote is kept: the choice is still theirs to make.
    const answered = freeReply(message, { ...state, pendingPrayer: null }, context);
    if (answered.state.awaitingPrayer)
      return { text: ASK_VISIBILITY_OR_CANCEL, choices: VISIBILITY_CHOICES, state };
    // The visibility buttons replace any topics: one row of buttons, the one that finishes the prayer.
    return {
      text: `${answered.text}\n\n${PRAYER_STILL_PENDING}`,
      ...(answered.links ? { links: answered.links } : {}),
      choices: VISIBILITY_CHOICES,
      state: { ...answered.state, pendingPrayer: state.pendingPrayer },
    };
  }
  return freeReply(message, state, context);
}

/** A message outside the prayer flow: a study topic, a keyword answer or the fallback. */
function freeReply(message: string, state: ChatState, context: ChatContext): ChatReply {
  const topic = context.assistant.studyTopics.find((item) => item.title === message.trim());
  if (topic)
    return {
      text: topic.answer,
      links: [{ label: 'Ver Enseñanzas', href: '/teachings' }],
      state: { ...state, topic: topic.id },
    };
  const answer = matchingAnswer(message, context.assistant.answers);
  const { state: next, ...reply } = answer
    ? answerReply(answer, state, context)
    : { ...fallback(context), state };
  return { ...reply, state: next ?? state };
}

/** Milliseconds before the n-th bot message (0-based) appears. */
export function botDelay(index: number): number {
  return BOT_DELAY_MS + (index === 0 ? FIRST_MESSAGE_EXTRA_MS : 0);
}
