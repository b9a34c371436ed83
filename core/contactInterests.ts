/** Interest types of a contact inquiry (docs/spec.md §3): stored value and the label visitors choose. */
export const CONTACT_INTERESTS = [
  { value: 'saber_mas', label: 'Quiero saber más sobre el ministerio' },
  { value: 'estudio_biblico', label: 'Solicitar un estudio bíblico' },
  { value: 'enviar_pregunta', label: 'Enviar una pregunta espiritual' },
  { value: 'otro', label: 'Otro motivo' },
] as const;

export type ContactInterest = (typeof CONTACT_INTERESTS)[number]['value'];
