/**
 * Plain text pasted (WhatsApp, an e-mail, a note) → the Markdown the site renders. WhatsApp's own marks
 * become Markdown's: *negrita*, _cursiva_, ~tachado~ and ```monoespaciado```; the "[10:32, 5/6/2025]
 * Ana:" or "5/6/25, 10:32 - Ana:" in front of copied messages goes; each line is its own paragraph
 * (WhatsApp breaks lines, Markdown would join them) and lines starting with -, * or • stay a list.
 * Anything else is read as Markdown, so a text written in Markdown pastes as what it says.
 */
const MESSAGE_HEADER =
  /^(?:\[\d{1,2}[:.]\d{2}(?:\s?[ap]\.?\s?m\.?)?,\s?\d{1,2}\/\d{1,2}\/\d{2,4}\]\s[^:\n]{1,60}:\s|\d{1,2}\/\d{1,2}\/\d{2,4},?\s\d{1,2}[:.]\d{2}(?:\s?[ap]\.?\s?m\.?)?\s[-–]\s[^:\n]{1,60}:\s)/i;

/** A WhatsApp mark: the sign right against a word on both sides, never inside a word. */
const whatsappMark = (sign: string, markdown: string) =>
  [
    new RegExp(
      `(^|[\\s(¡¿"'«])\\${sign}(?!\\${sign})(\\S(?:[^${sign}\\n]*?\\S)?)\\${sign}(?=$|[\\s.,;:!?)"'»])`,
      'g',
    ),
    `$1${markdown}$2${markdown}`,
  ] as const;

const MARKS = [whatsappMark('*', '**'), whatsappMark('_', '*'), whatsappMark('~', '~~')];
const LIST_LINE = /^\s*(?:[-*•]\s+|\d{1,3}[.)]\s+)/;

function line(text: string): string {
  let out = text.replace(MESSAGE_HEADER, '').replace(/```([^`\n]+)```/g, '`$1`');
  out = out.replace(/^\s*•\s+/, '- ');
  for (const [pattern, replacement] of MARKS) out = out.replace(pattern, replacement);
  return out.trimEnd();
}

export function pastedText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').map(line);
  let out = '';
  lines.forEach((current, index) => {
    if (index === 0) {
      out = current;
      return;
    }
    const previous = lines[index - 1] ?? '';
    // List lines stay together (one list); every other line break starts a paragraph.
    out += LIST_LINE.test(current) && LIST_LINE.test(previous) ? `\n${current}` : `\n\n${current}`;
  });
  return out.replace(/\n{3,}/g, '\n\n').trim();
}
