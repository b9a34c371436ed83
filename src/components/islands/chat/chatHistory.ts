import { atom } from 'nanostores';
import { type ChatLink, type ChatState, INITIAL_STATE, type StudyTopic } from '#core/chat/chatRules.ts';

export interface ChatMessage {
  id: number;
  from: 'bot' | 'visitor';
  text: string;
  links?: ChatLink[];
  topics?: readonly StudyTopic[];
  /** Answers to tap (the prayer's visibility options). */
  choices?: readonly string[];
  quickQuestions?: boolean;
}

/** Kept outside the component so closing and reopening the chat on a page keeps the conversation. */
export const chatHistory = atom<ChatMessage[]>([]);
export const chatState = atom<ChatState>(INITIAL_STATE);

let nextId = 1;
export function addMessage(message: Omit<ChatMessage, 'id'>): void {
  chatHistory.set([...chatHistory.get(), { ...message, id: nextId++ }]);
}

export function botMessageCount(): number {
  return chatHistory.get().filter((message) => message.from === 'bot').length;
}
