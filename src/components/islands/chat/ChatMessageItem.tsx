import { ExternalLink } from 'lucide-react';
import { chatMessages } from '#site/lib/messages/chatMessages.ts';
import type { ChatMessage } from './chatHistory.ts';

/** One chat bubble with its links and, for the greeting, a study offer or a choice, the buttons to tap. */
export function ChatMessageItem({
  message,
  botName,
  quickQuestions,
  onAsk,
}: {
  message: ChatMessage;
  botName: string;
  /** The assistant area's quick questions, under the greeting. */
  quickQuestions: readonly string[];
  onAsk: (question: string) => void;
}) {
  const send = onAsk;
  return (
    <li className={message.from === 'bot' ? 'justify-self-start' : 'justify-self-end'}>
      <p
        className={
          message.from === 'bot'
            ? 'max-w-[19rem] whitespace-pre-line rounded-2xl rounded-tl-sm bg-cream-200 px-4 py-2.5 text-ink-900'
            : 'max-w-[19rem] rounded-2xl rounded-tr-sm bg-navy-800 px-4 py-2.5 text-cream-50'
        }
      >
        <span className="sr-only">
          {message.from === 'bot' ? chatMessages.fromBot(botName) : chatMessages.fromYou}
        </span>
        {message.text}
      </p>
      {message.links?.map((link) => (
        <a
          key={link.href}
          href={link.href}
          className="link mt-2 inline-flex items-center gap-1"
          {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {link.label}
          {link.external && <ExternalLink className="size-4" aria-label={chatMessages.opensInNewTab} />}
        </a>
      ))}
      {(message.choices || message.topics || message.quickQuestions) && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {(message.choices ?? message.topics?.map((topic) => topic.title) ?? quickQuestions).map(
            (question) => (
              <li key={question}>
                <button
                  type="button"
                  onClick={() => send(question)}
                  className="rounded-full border border-navy-700 bg-cream-50 px-3 py-1.5 text-left text-sm font-semibold text-navy-800 hover:bg-navy-100"
                >
                  {question}
                </button>
              </li>
            ),
          )}
        </ul>
      )}
    </li>
  );
}
