import { useState } from 'react';
import { newsletterBodyHtml } from '#core/newsletter/newsletterEmail.ts';
import { newsletterIssueSchema } from '#core/schemas/newsletter.ts';
import { errorDetail } from '#core/supabaseError.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { TextInput } from '../../components/FormField.tsx';
import { FormProblem } from '../../components/FormProblem.tsx';
import { MarkdownField } from '../../components/MarkdownField.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { usePublishedArea } from '../../lib/publishedSite.ts';
import { useStaff } from '../../lib/session.tsx';
import { useToast } from '../../lib/toast.tsx';
import { countActiveSubscribers, type NewsletterIssue, saveIssue, sendIssue } from './api.ts';

const copy = adminMessages.resources.newsletters;

/**
 * Writing one issue: subject and Markdown, a preview in the email template (the same renderer and
 * layout the subscribers get), a test to oneself, and the send to every active subscriber after a
 * confirmation naming how many. Every action saves the draft first; a failure keeps what was typed.
 */
export function NewsletterComposer({ issue, onClose }: { issue: NewsletterIssue | null; onClose(): void }) {
  // The name subscribers read in the header and footer: the published identity area.
  const ministryName = usePublishedArea('identity')?.name ?? '';
  const toast = useToast();
  const { email } = useStaff();
  const [id, setId] = useState(issue?.id ?? null);
  const [subject, setSubject] = useState(issue?.subject ?? '');
  const [body, setBody] = useState(issue?.body_markdown ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [audience, setAudience] = useState<number | null>(null);

  /** Validates and saves; the saved id, or null after showing why not. */
  async function save(): Promise<string | null> {
    const parsed = newsletterIssueSchema.safeParse({ subject, body_markdown: body });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return null;
    }
    setProblem(null);
    const saved = await saveIssue(id, parsed.data);
    setId(saved);
    return saved;
  }

  async function act(failed: string, action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      toast.error(failed, errorDetail(error));
    } finally {
      setBusy(false);
    }
  }

  const saveDraft = () =>
    act(copy.errors.save, async () => void ((await save()) && toast.success(copy.notifications.saved)));
  const sendTest = () =>
    act(copy.errors.send, async () => {
      const saved = await save();
      if (!saved) return;
      await sendIssue(saved, true);
      toast.success(copy.notifications.testSent, copy.notifications.testSentDetail(email));
    });
  const askToSend = () =>
    act(copy.errors.send, async () => {
      if (await save()) setAudience(await countActiveSubscribers());
    });
  const sendAll = () =>
    act(copy.errors.send, async () => {
      if (!id) return;
      const { recipients } = await sendIssue(id, false);
      setAudience(null);
      toast.success(copy.notifications.sendStarted, copy.notifications.sendStartedDetail(recipients));
      onClose();
    });

  return (
    <section aria-labelledby="composer-title" className="card mt-6">
      <h2 id="composer-title" className="text-lg font-bold">
        {issue ? issue.subject : copy.actions.new}
      </h2>
      <div className="mt-4 space-y-4">
        <TextInput
          id="newsletter-subject"
          label={copy.fields.subject}
          value={subject}
          onChange={setSubject}
          maxLength={200}
        />
        <MarkdownField
          id="newsletter-body"
          rows={16}
          hint={copy.fields.contentHint}
          preview={{
            // The email's own template (it escapes the subject), as subscribers will get it.
            html: (markdown) => newsletterBodyHtml({ subject, markdown }, '/baja', ministryName),
            label: copy.fields.preview,
            className: 'mt-1 overflow-x-auto rounded-md border border-cream-300 bg-cream-100 p-2 sm:p-4',
          }}
          value={body}
          onChange={setBody}
        />
        <FormProblem>{problem}</FormProblem>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={onClose} disabled={busy}>
            {copy.actions.close}
          </button>
          <button type="button" className="btn-secondary" onClick={saveDraft} disabled={busy}>
            {copy.actions.saveDraft}
          </button>
          <button type="button" className="btn-secondary" onClick={sendTest} disabled={busy}>
            {copy.actions.sendTest}
          </button>
          <button type="button" className="btn-primary" onClick={askToSend} disabled={busy}>
            {copy.actions.sendAll}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={audience !== null}
        title={copy.confirmSend.title}
        description={copy.confirmSend.description(subject.trim(), audience ?? 0)}
        confirmLabel={copy.confirmSend.confirm}
        busy={busy}
        onConfirm={sendAll}
        onCancel={() => setAudience(null)}
      />
    </section>
  );
}
