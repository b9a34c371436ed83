import type { FollowUpKind } from '#core/followUps/followUpKinds.ts';
import { followUpMessages as words } from '#core/followUps/followUpMessages.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface MailedItem {
  id: string;
  kind: FollowUpKind;
  due_on: string;
}

/** The admin's page of one item; the email carries no personal data of the source, only the way in. */
export const itemLink = (siteUrl: string, id: string) => `${siteUrl}/admin/seguimiento/${id}`;

function itemLine(item: MailedItem, today: string): string {
  const when =
    item.due_on < today ? words.overdue : item.due_on === today ? words.dueToday : words.dueOn(item.due_on);
  return `${words.kinds[item.kind]} (${when})`;
}

function render(subject: string, intro: string, items: MailedItem[], today: string, siteUrl: string) {
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<ul>',
    ...items.map(
      (item) =>
        `<li>${escapeHtml(itemLine(item, today))}: <a href="${escapeHtml(itemLink(siteUrl, item.id))}">${escapeHtml(words.open)}</a></li>`,
    ),
    '</ul>',
    `<p>${escapeHtml(words.outro)}</p>`,
  ].join('\n');
  const text = [
    intro,
    ...items.map((item) => `- ${itemLine(item, today)}: ${itemLink(siteUrl, item.id)}`),
    words.outro,
  ].join('\n\n');
  return { subject, html, text };
}

/** «Te asignaron un seguimiento»: who assigned it, what and when it is due, and the link. */
export const assignmentEmail = (assignedBy: string, item: MailedItem, today: string, siteUrl: string) =>
  render(words.assignedSubject, words.assignedIntro(assignedBy), [item], today, siteUrl);

/** The morning digest: every item of one owner due today or overdue, oldest first. */
export const digestEmail = (items: MailedItem[], today: string, siteUrl: string) =>
  render(words.digestSubject(items.length), words.digestIntro, items, today, siteUrl);
