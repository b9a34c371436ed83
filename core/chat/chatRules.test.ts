import { describe, expect, it } from 'vitest';
import { siteDefaults } from '../siteConfig.ts';
import { parsePrayer } from './chatMatching.ts';
import {
  afterPrayerOffer,
  botDelay,
  type ChatContext,
  type ChatState,
  greeting,
  INITIAL_STATE,
  replyTo as reply,
} from './chatRules.ts';
import { chatSchedule } from './chatSchedule.ts';
import { VISIBILITY_CHOICES } from './prayerVisibility.ts';

const context: ChatContext = {
  siteName: 'Palabra Viva',
  assistantName: 'Experto GPT',
  assistantUrl: 'https://assistant.example/',
  email: 'hola@example.org',
  phone: '+1 555',
  whatsapp: '+52 55 1234 5678',
  wallDays: 14,
  assistant: siteDefaults.assistant,
  schedule: chatSchedule(siteDefaults.schedule, 'America/Mexico_City', new Date('2026-12-02T12:00:00Z')),
};
const STUDY_TOPICS = context.assistant.studyTopics;
const QUICK_QUESTIONS = context.assistant.quickQuestions;
const replyTo = (message: string, state: ChatState) => reply(message, state, context);

it('greets with the bot and ministry names', () => {
  expect(greeting(context)).toMatch(/^¡Hola! Soy Samuel, el asistente de Palabra Viva\./);
});

it('the contact answer carries the ministry details', () => {
  expect(replyTo('contacto', INITIAL_STATE).text).toMatch(/hola@example\.org.*\+1 555/);
});

const linkOf = (message: string, state: ChatState = INITIAL_STATE) =>
  replyTo(message, state).links?.[0]?.href;

describe('keyword answers', () => {
  it.each([
    ['¿Qué significa el Reino de Dios?', '/teachings'],
    ['¿Cómo puedo apoyar el ministerio?', '/donate'],
    ['quiero hacer una DONACIÓN', '/donate'],
    ['¿Cómo puedo servir?', '/careers'],
    ['Quiero participar', '/careers'],
    ['¿Dónde están ubicados?', '/contact'],
    ['¿Cómo los contacto?', '/contact'],
    ['Tengo una pregunta sobre la Biblia', context.assistantUrl],
    ['¿Cuál es la capital de Francia?', context.assistantUrl],
  ])('%s → %s', (message, href) => {
    expect(linkOf(message)).toBe(href);
  });

  it.each(['Quiero empezar un estudio bíblico', 'quiero estudiar'])(
    '%s offers the five study topics',
    (message) => {
      expect(replyTo(message, INITIAL_STATE).topics?.map((topic) => topic.title)).toEqual([
        '¿Quién es Dios?',
        '¿Qué es el Reino de Dios?',
        '¿Por qué sufrimos?',
        '¿Qué ocurre al morir?',
        '¿Cómo tener una familia feliz?',
      ]);
    },
  );

  it.each(['Necesito perdón', 'Estoy sufriendo mucho', 'no tengo esperanza'])(
    '%s gets comfort',
    (message) => {
      expect(replyTo(message, INITIAL_STATE).text).toMatch(/No estás solo/);
    },
  );

  it('a chosen study topic is remembered', () => {
    const topic = STUDY_TOPICS[2]!;
    const reply = replyTo(topic.title, INITIAL_STATE);
    expect(reply.text).toBe(topic.answer);
    expect(reply.state.topic).toBe(topic.id);
  });

  it('every quick question has its own answer, never the fallback', () => {
    const fallbacks = QUICK_QUESTIONS.filter((question) =>
      /No estoy seguro/.test(replyTo(question, INITIAL_STATE).text),
    );
    expect(fallbacks).toEqual([]);
  });
});

const reply_ = (message: string, chat: ChatContext) => reply(message, INITIAL_STATE, chat);

describe('answers staff edit (the assistant area)', () => {
  const edited = (answers: ChatContext['assistant']['answers']): ChatContext => ({
    ...context,
    assistant: { ...context.assistant, answers },
  });
  const answer = {
    id: 'horarios',
    keywords: ['horari', 'domingo'],
    text: 'Nos reunimos el {ministerio} cada domingo. Escríbenos a {correo}.',
    action: 'none' as const,
    linkLabel: 'Ver horarios',
    linkHref: '/contact#horarios',
  };

  it('answers with the first answer one of whose keywords starts a word, its placeholders filled in', () => {
    const reply = reply_('¿Qué HORARIOS tienen?', edited([answer]));
    expect(reply.text).toBe('Nos reunimos el Palabra Viva cada domingo. Escríbenos a hola@example.org.');
    expect(reply.links).toEqual([{ label: 'Ver horarios', href: '/contact#horarios' }]);
  });

  it('matches word beginnings only, so «ahora» is not «ora»', () => {
    expect(reply_('ahora mismo', edited([{ ...answer, keywords: ['ora'] }])).text).toMatch(
      /^No estoy seguro/,
    );
  });

  it('opens an external link in a new tab', () => {
    const external = { ...answer, linkHref: 'https://wa.me/15550102030' };
    expect(reply_('horario', edited([external])).links).toEqual([
      { label: 'Ver horarios', href: 'https://wa.me/15550102030', external: true },
    ]);
  });

  it('starts the prayer flow from any answer whose action is prayer', () => {
    const prayer = { ...answer, keywords: ['clamor'], action: 'prayer' as const };
    expect(reply_('un clamor', edited([prayer])).state.awaitingPrayer).toBe(true);
  });
});

describe('the schedule answer, from the schedule staff set', () => {
  it.each([
    '¿A qué hora es el servicio?',
    'a que hora es el culto',
    '¿Cuál es el horario?',
    '¿Cuándo es el culto?',
    '¿Cuándo es la reunión?',
    '¿Cuándo son los servicios?',
    '¿A qué hora es la reunión de oración?',
  ])('%s lists every meeting with its time', (message) => {
    const reply = replyTo(message, INITIAL_STATE);
    expect(reply.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Miércoles, 19:00–20:30: Estudio Bíblico',
        'Domingo, 10:00–12:00: Servicio Dominical',
        'Horario de Ciudad de México.',
      ]),
    );
    expect(reply.state.awaitingPrayer).toBe(false);
  });

  it('follows the times and notices staff publish, not fixed ones', () => {
    const schedule = chatSchedule(
      {
        services: [
          { id: 'culto', name: 'Culto', weekday: 0, start: '09:30', end: '11:00', place: 'Salón B' },
        ],
        exceptions: [
          {
            id: 'navidad',
            date: '2026-12-27',
            serviceId: 'culto',
            kind: 'cancelled',
            start: '',
            end: '',
            place: '',
            note: 'Navidad en familia',
          },
        ],
      },
      'Europe/Madrid',
      new Date('2026-12-02T12:00:00Z'),
    );
    const text = reply('¿A qué hora es el servicio?', INITIAL_STATE, { ...context, schedule }).text;
    expect(text.split('\n').slice(1)).toEqual([
      'Domingo, 09:30–11:00: Culto (Salón B)',
      'Avisos:',
      'Domingo, 27 de diciembre: Culto: no hay reunión. Navidad en familia.',
      'Horario de Madrid.',
    ]);
  });

  it('says so when no meeting is published', () => {
    const empty = { ...context, schedule: { lines: [], notices: [], city: 'Madrid' } };
    expect(reply('horario', INITIAL_STATE, empty).text).toMatch(/no hay reuniones publicadas/);
  });
});

describe('a way out of the prayer flow', () => {
  const awaiting = () => replyTo('Quiero pedir oración', INITIAL_STATE).state;
  const pending = () => replyTo('Ana: por mi familia', awaiting()).state;

  it.each(['cancelar', 'Salir', 'olvídalo', 'mejor no'])('«%s» leaves it, saving nothing', (message) => {
    for (const state of [awaiting(), pending()]) {
      const reply = replyTo(message, state);
      expect(reply.prayer).toBeUndefined();
      expect(reply.state).toMatchObject({ awaitingPrayer: false, pendingPrayer: null });
      expect(reply.text).toMatch(/^De acuerdo/);
    }
  });

  it.each([
    ['¿A qué hora es el servicio?', /Domingo, 10:00–12:00: Servicio Dominical/],
    ['a qué hora es el culto', /Domingo, 10:00–12:00: Servicio Dominical/],
    ['¿Cómo puedo servir?', /Hay un lugar para ti/],
    ['¿Qué ocurre al morir?', /la muerte no es el final/],
  ])('a new question (%s) is answered instead of asking for the prayer again', (message, answer) => {
    const reply = replyTo(message, awaiting());
    expect(reply.text).toMatch(answer);
    expect(reply.state.awaitingPrayer).toBe(false);
  });

  it('a question while choosing who may see it is answered and the written prayer kept', () => {
    const reply = replyTo('¿A qué hora es el servicio?', pending());
    expect(reply.text).toMatch(/Domingo, 10:00–12:00[\s\S]*Tu petición aún no se ha enviado/);
    expect(reply.choices).toEqual(VISIBILITY_CHOICES);
    expect(reply.state.pendingPrayer).toEqual({ name: 'Ana', request_text: 'por mi familia' });
  });

  it('asking again names the way out', () => {
    expect(replyTo('por mi familia', awaiting()).text).toMatch(/«cancelar»/);
    expect(replyTo('no sé', pending()).text).toMatch(/«cancelar»/);
  });
});

describe('prayer capture', () => {
  it.each(['Quiero pedir oración', 'por favor oren por mí', 'tengo una petición'])(
    '%s asks for name: reason',
    (message) => {
      const reply = replyTo(message, INITIAL_STATE);
      expect(reply.state.awaitingPrayer).toBe(true);
      expect(reply.text).toMatch(/dos puntos/);
    },
  );

  it.each([
    ['Ana: por mi familia', { name: 'Ana', request_text: 'por mi familia' }],
    ['  José Núñez :  sanidad 🙏 ', { name: 'José Núñez', request_text: 'sanidad 🙏' }],
    ['Ana: hora: 10:00', { name: 'Ana', request_text: 'hora: 10:00' }],
    ['Ana:', null],
    [': por mi familia', null],
    ['sin dos puntos', null],
  ])('parsePrayer(%j)', (message, expected) => {
    expect(parsePrayer(message)).toEqual(expected);
  });

  it('the next valid message asks who may see it, offering the three choices', () => {
    const asked = replyTo('oración', INITIAL_STATE).state;
    const reply = replyTo('Ana: por mi familia', asked);
    expect(reply.prayer).toBeUndefined();
    expect(reply.choices).toEqual(VISIBILITY_CHOICES);
    // The consent names the configured days (context.wallDays), not a fixed number.
    expect(reply.text).toMatch(/^¿Quién puede ver tu petición\? .* en \/oracion durante 14 días;/);
    expect(reply.state).toMatchObject({
      awaitingPrayer: false,
      pendingPrayer: { name: 'Ana', request_text: 'por mi familia' },
    });
  });

  it.each([
    [VISIBILITY_CHOICES[0], 'private'],
    [VISIBILITY_CHOICES[1], 'anonymous'],
    [VISIBILITY_CHOICES[2], 'named'],
    ['privada, por favor', 'private'],
    ['en el muro sin mi nombre', 'anonymous'],
    ['Con mi nombre', 'named'],
  ])('the answer %j sends the prayer as %s, and the capture ends', (answer, visibility) => {
    const asked = replyTo('Ana: por mi familia', replyTo('oración', INITIAL_STATE).state).state;
    const reply = replyTo(answer as string, asked);
    expect(reply.prayer).toEqual({ name: 'Ana', request_text: 'por mi familia', visibility });
    expect(reply.state.pendingPrayer).toBeNull();
  });

  it('an answer that names no choice asks again and keeps the prayer', () => {
    const asked = replyTo('Ana: por mi familia', replyTo('oración', INITIAL_STATE).state).state;
    const reply = replyTo('no sé', asked);
    expect(reply.prayer).toBeUndefined();
    expect(reply.choices).toEqual(VISIBILITY_CHOICES);
    expect(reply.state.pendingPrayer).toEqual({ name: 'Ana', request_text: 'por mi familia' });
  });

  it('an invalid message asks again and keeps waiting', () => {
    const asked = replyTo('oración', INITIAL_STATE).state;
    const reply = replyTo('por mi familia', asked);
    expect(reply.prayer).toBeUndefined();
    expect(reply.state.awaitingPrayer).toBe(true);
    expect(reply.text).toMatch(/dos puntos/);
  });
});

it.each([
  [0, 1250],
  [1, 750],
  [5, 750],
])('botDelay(%i) = %i ms', (index, delay) => {
  expect(botDelay(index)).toBe(delay);
});

describe('WhatsApp hand-off', () => {
  const noNumber = { ...context, whatsapp: '' };
  const reply_ = (message: string, withContext: ChatContext) => reply(message, INITIAL_STATE, withContext);
  const whatsappOf = (links: readonly { label: string; href: string }[] | undefined) =>
    links?.find((link) => link.label === 'Escríbenos por WhatsApp')?.href;

  it.each([
    [
      context,
      'https://wa.me/525512345678?text=Hola%2C%20vengo%20del%20sitio%20web%20y%20tengo%20una%20pregunta.',
    ],
    [noNumber, undefined],
  ])('an unanswered question offers WhatsApp only with a number (%#)', (withNumber, href) => {
    const reply = reply_('¿Cuál es la capital de Francia?', withNumber);
    expect(reply.links?.[0]?.href).toBe(context.assistantUrl);
    expect(whatsappOf(reply.links)).toBe(href);
  });

  it('a keyword answer does not offer WhatsApp', () => {
    expect(whatsappOf(reply_('¿Cómo puedo servir?', context).links)).toBeUndefined();
  });

  it('after a prayer request it offers WhatsApp with a prefilled message', () => {
    const offer = afterPrayerOffer(context);
    expect(offer?.text).toMatch(/WhatsApp/);
    expect(whatsappOf(offer?.links)).toBe(
      `https://wa.me/525512345678?text=${encodeURIComponent('Hola, acabo de enviar una petición de oración desde el sitio web.')}`,
    );
    expect(afterPrayerOffer(noNumber)).toBeNull();
  });
});
