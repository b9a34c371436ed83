/** The chat window's own words; what the assistant answers lives in core/chat. */
export const chatMessages = {
  window: (bot: string) => `Asistente ${bot}`,
  title: (bot: string) => `${bot} · Asistente`,
  close: 'Cerrar chat',
  typing: (bot: string) => `${bot} está escribiendo…`,
  input: 'Escribe tu mensaje',
  placeholder: 'Escribe tu mensaje…',
  send: 'Enviar mensaje',
  /** Read before each message by screen readers. */
  fromBot: (bot: string) => `${bot}: `,
  fromYou: 'Tú: ',
  opensInNewTab: '(se abre en una pestaña nueva)',
  openPrivateLink: 'Abrir mi enlace privado',
  /** Whom the assistant sends people to when the page did not say (the header's link text). */
  fallbackAssistant: 'Experto GPT',
  /** Only if the page lost the assistant area (ChatLauncher.astro serializes it): a bare greeting. */
  fallbackBot: 'Asistente',
  fallbackGreeting: '¡Hola! ¿En qué puedo ayudarte hoy?',
  /** `{asistente}` becomes the link to the AI assistant's page (core/chat/chatRules.ts). */
  fallbackAnswer: 'Puedes consultar nuestro {asistente}.',
} as const;
