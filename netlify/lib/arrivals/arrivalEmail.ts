import { ARRIVAL_ADMIN_PATH, ARRIVAL_KINDS, type ArrivalKind } from '#core/arrivals/arrivalKinds.ts';
import { arrivalMessages as words } from '#core/arrivals/arrivalMessages.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type ArrivalCounts = Partial<Record<ArrivalKind, number>>;

/**
 * One staff member's notice of what arrived: counts and the admin list of each kind, never a name or a
 * word of what the visitor wrote (a prayer request is private; the panel, behind sign-in, shows it).
 */
export function arrivalEmail(counts: ArrivalCounts, siteUrl: string) {
  const lines = ARRIVAL_KINDS.filter((kind) => (counts[kind] ?? 0) > 0).map((kind) => ({
    text: words.counts[kind](counts[kind]!),
    link: `${siteUrl}/admin${ARRIVAL_ADMIN_PATH[kind]}`,
  }));
  const profile = `${siteUrl}/admin/profile`;
  const html = [
    `<p>${escapeHtml(words.intro)}</p>`,
    '<ul>',
    ...lines.map(
      (line) =>
        `<li>${escapeHtml(line.text)}: <a href="${escapeHtml(line.link)}">${escapeHtml(words.open)}</a></li>`,
    ),
    '</ul>',
    `<p>${escapeHtml(words.outro)} ${escapeHtml(words.turnOff)} <a href="${escapeHtml(profile)}">${escapeHtml(profile)}</a></p>`,
  ].join('\n');
  const text = [
    words.intro,
    ...lines.map((line) => `- ${line.text}: ${line.link}`),
    `${words.outro} ${words.turnOff} ${profile}`,
  ].join('\n\n');
  return { subject: words.subject(lines.map((line) => line.text)), html, text };
}
