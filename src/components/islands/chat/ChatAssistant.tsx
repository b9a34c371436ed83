import { useStore } from '@nanostores/react';
import { Bot, Send, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  afterPrayerOffer,
  botDelay,
  type ChatContext,
  greeting,
  PRAYER_FAILED,
  PRIVATE_LINK_INTRO,
  prayerSaved,
  replyTo,
} from '#core/chat/chatRules.ts';
import { prayerLink } from '#core/prayer/visibility.ts';
import { chatMessages } from '#site/lib/messages/chatMessages.ts';
import { setChatOpen } from '../islandStore.ts';
import { prayerWallDays } from '../prayer/wallDays.ts';
import { ChatMessageItem } from './ChatMessageItem.tsx';
import { addMessage, botMessageCount, type ChatMessage, chatHistory, chatState } from './chatHistory.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Only if the page lost its context: the chat still greets and points to the AI assistant's page. */
const FALLBACK_CONTEXT: ChatContext = {
  siteName: '',
  assistantName: chatMessages.fallbackAssistant,
  assistantUrl: '/gpt-experto',
  email: '',
  phone: '',
  whatsapp: '',
  wallDays: 30,
  assistant: {
    botName: chatMessages.fallbackBot,
    greeting: chatMessages.fallbackGreeting,
    quickQuestions: [],
    studyTopics: [],
    answers: [],
    fallback: chatMessages.fallbackAnswer,
  },
  schedule: { lines: [], notices: [], city: '' },
};

/** The ministry details ChatLauncher.astro serialized at build time. */
function chatContext(): ChatContext {
  try {
    const raw = document.querySelector<HTMLElement>('[data-chat-context]')?.dataset.chatContext;
    const built = raw ? { ...FALLBACK_CONTEXT, ...JSON.parse(raw) } : FALLBACK_CONTEXT;
    return { ...built, wallDays: prayerWallDays() };
  } catch {
    return FALLBACK_CONTEXT;
  }
}

/** Floating assistant (docs/spec.md §2, §4, §9): rules in core/chat, this file only renders and waits. */
export default function ChatAssistant() {
  const messages = useStore(chatHistory);
  const [typing, setTyping] = useState(false);
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const [context] = useState(chatContext);
  const log = useRef<HTMLOListElement>(null);

  const botSays = async (message: Omit<ChatMessage, 'id' | 'from'>) => {
    setTyping(true);
    await wait(botDelay(botMessageCount()));
    setTyping(false);
    addMessage({ from: 'bot', ...message });
  };

  // Bot messages go one after another, so replies keep the order of the visitor's messages.
  const queue = useRef<Promise<void>>(Promise.resolve());

  // biome-ignore lint/correctness/useExhaustiveDependencies: greet once, on the first opening only.
  useEffect(() => {
    if (chatHistory.get().length === 0) {
      queue.current = queue.current.then(() => botSays({ text: greeting(context), quickQuestions: true }));
    }
    // Opened by the visitor (not restored on page load): move focus into the chat.
    if (document.activeElement?.matches('[data-chat-toggle]')) input.current?.focus();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message or the typing line appears.
  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [messages, typing]);

  const send = (text: string) => {
    const message = text.trim();
    if (!message) return;
    setDraft('');
    addMessage({ from: 'visitor', text: message });
    queue.current = queue.current.then(() => answer(message));
  };

  const answer = async (message: string) => {
    const reply = replyTo(message, chatState.get(), context);
    chatState.set(reply.state);
    if (reply.prayer) {
      const { sendPrayerRequest } = await import('../prayer/prayerApi.ts');
      const saved = await sendPrayerRequest({ ...reply.prayer, email: '' }, '');
      if (!saved.ok) return botSays({ text: PRAYER_FAILED });
      await botSays({ text: prayerSaved(reply.prayer.name) });
      await botSays({
        text: PRIVATE_LINK_INTRO,
        links: [
          { label: chatMessages.openPrivateLink, href: prayerLink(window.location.origin, saved.token) },
        ],
      });
      const offer = afterPrayerOffer(context);
      if (offer) await botSays(offer);
      return;
    }
    await botSays({ text: reply.text, links: reply.links, topics: reply.topics, choices: reply.choices });
  };

  const close = () => {
    setChatOpen(false);
    document.querySelector<HTMLElement>('[data-chat-toggle]')?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(draft);
  };

  return (
    <section
      id="chat-panel"
      aria-label={chatMessages.window(context.assistant.botName)}
      onKeyDown={(event) => event.key === 'Escape' && close()}
      className="card on-light fixed bottom-24 right-4 z-40 flex max-h-[min(36rem,calc(100dvh-8rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden p-0 text-ink-700"
    >
      <header className="flex items-center gap-3 bg-navy-800 px-4 py-3 text-cream-50 on-dark">
        <Bot className="size-6 text-gold-300" aria-hidden="true" />
        <h2 className="flex-1 font-display text-lg font-semibold">
          {chatMessages.title(context.assistant.botName)}
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label={chatMessages.close}
          className="grid size-11 place-items-center rounded-full hover:bg-navy-700"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </header>
      <div role="log" aria-live="polite" className="flex-1 overflow-y-auto p-4">
        <ol ref={log} className="grid content-start gap-3">
          {messages.map((message) => (
            <ChatMessageItem
              key={message.id}
              message={message}
              botName={context.assistant.botName}
              quickQuestions={context.assistant.quickQuestions}
              onAsk={send}
            />
          ))}
          {typing && (
            <li className="justify-self-start rounded-2xl bg-cream-200 px-4 py-2.5 text-ink-600">
              {chatMessages.typing(context.assistant.botName)}
            </li>
          )}
        </ol>
      </div>
      <form onSubmit={submit} className="flex gap-2 border-t border-cream-300 p-3">
        <label htmlFor="chat-input" className="sr-only">
          {chatMessages.input}
        </label>
        <input
          ref={input}
          id="chat-input"
          value={draft}
          maxLength={2000}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={chatMessages.placeholder}
          autoComplete="off"
          className="field min-w-0 flex-1 py-2"
        />
        <button
          type="submit"
          aria-label={chatMessages.send}
          className="grid size-11 shrink-0 place-items-center rounded-full bg-navy-800 text-cream-50 hover:bg-navy-900"
        >
          <Send className="size-5" aria-hidden="true" />
        </button>
      </form>
    </section>
  );
}
