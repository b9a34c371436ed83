import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { postSchema } from '#core/schemas/post.ts';
import { errorDetail } from '#core/supabaseError.ts';
import { TextArea } from '../../components/FormField.tsx';
import { MarkdownEditor } from '../../components/markdownEditor/MarkdownEditor.tsx';
import { NameSlugFields } from '../../components/NameSlugFields.tsx';
import { useFormState } from '../../lib/formBinding.ts';
import { adminMessages } from '../../lib/messages.ts';
import { useStaff } from '../../lib/session.tsx';
import { useToast } from '../../lib/toast.tsx';
import { useSaveAfterUploads } from '../../lib/useSaveAfterUploads.tsx';
import { useUnsavedChangesGuard } from '../../lib/useUnsavedChangesGuard.tsx';
import { creditSpeakers } from '../teachings/api.ts';
import { TeachingFields } from '../teachings/TeachingFields.tsx';
import { linkFields, type TeachingLinks } from '../teachings/teachingLinks.ts';
import { createPost, updatePost } from './api.ts';
import { PostSidebar } from './PostSidebar.tsx';
import { type PostForm as PostFormState, postInput } from './postEditor.utils.ts';

const copy = adminMessages.resources.posts;

interface Props {
  postId?: string;
  initial: PostFormState;
  initialLinks: TeachingLinks;
}

/** The editor's form: left column title/slug/content, right column publish panel, image and SEO. */
export function PostForm({ postId, initial, initialLinks }: Props) {
  const staff = useStaff();
  const toast = useToast();
  const navigate = useNavigate();
  const { form, setForm, set, text } = useFormState(initial);
  const [saved, setSaved] = useState(initial);
  const [links, setLinks] = useState(initialLinks);
  const [savedLinks, setSavedLinks] = useState(initialLinks);
  // Set once a new post exists, so saving again (after its speakers failed) updates it.
  const [rowId, setRowId] = useState(postId);
  const [saving, setSaving] = useState(false);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const dirty = JSON.stringify([form, links]) !== JSON.stringify([saved, savedLinks]);
  const guard = useUnsavedChangesGuard(dirty && !saving);

  // Navigate after the render that cleared `dirty`, so the guard lets the new route through.
  useEffect(() => {
    if (createdId && !dirty) navigate(`/blogs/edit/${createdId}`, { replace: true });
  }, [createdId, dirty, navigate]);

  async function save(action: 'draft' | 'publish') {
    const parsed = postSchema.safeParse(postInput(form, action, new Date()));
    const linked = linkFields(links);
    if (!parsed.success || !linked.ok) {
      const message = parsed.success ? (linked.ok ? '' : linked.message) : parsed.error.issues[0]?.message;
      toast.error(adminMessages.validation.validationTitle, message);
      return;
    }
    const fields = { ...parsed.data, ...linked.fields };
    setSaving(true);
    const next = { ...form, slug: parsed.data.slug, isPublished: parsed.data.is_published };
    // 'Ver' opens the public page once it exists (after the next site build).
    const view = parsed.data.is_published
      ? { label: adminMessages.common.actions.view, href: `/blog/${parsed.data.slug}` }
      : undefined;
    try {
      const id = rowId ?? (await createPost(fields, staff.userId));
      if (rowId) await updatePost(rowId, fields);
      setRowId(id);
      try {
        await creditSpeakers('post', id, links.speakerIds);
      } catch (error) {
        toast.error(adminMessages.teachings.errors.speakers, errorDetail(error));
        return;
      }
      toast.success(postId ? copy.notifications.updated : copy.notifications.created, undefined, view);
      if (!postId) setCreatedId(id);
      setForm(next);
      setSaved(next);
      setSavedLinks(links);
    } catch (error) {
      toast.error(rowId ? copy.errors.update : copy.errors.create, errorDetail(error, fields));
    } finally {
      setSaving(false);
    }
  }

  // Pressed while the featured image says «Subiendo…», the save waits for it rather than dropping it.
  const afterUploads = useSaveAfterUploads(save);
  const busy = saving || afterUploads.waiting;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    afterUploads.request(submitter?.value === 'publish' ? 'publish' : 'draft');
  }

  return (
    <form onSubmit={submit}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{postId ? copy.actions.edit : copy.actions.new}</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/blogs" className="btn-secondary">
            {adminMessages.common.actions.back}
          </Link>
          <button type="submit" name="action" value="draft" className="btn-secondary" disabled={busy}>
            {copy.actions.saveDraft}
          </button>
          <button type="submit" name="action" value="publish" className="btn-primary" disabled={busy}>
            {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
            {afterUploads.waiting ? adminMessages.common.waitingForUpload : copy.actions.publishNow}
          </button>
        </div>
      </div>
      {afterUploads.notice}
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <div className="card space-y-4">
            <NameSlugFields idPrefix="post" addressHint={copy.fields.address} form={form} setForm={setForm} />
            <TextArea
              id="post-description"
              label={adminMessages.common.fields.description}
              rows={3}
              {...text('description')}
            />
            <MarkdownEditor id="post-content" rows={15} {...text('content')} />
          </div>
          <div className="card">
            <h2 className="mb-4 font-bold">{adminMessages.teachings.fields.links}</h2>
            <TeachingFields
              kind="post"
              idPrefix="post"
              links={links}
              onChange={(change) => setLinks((previous) => ({ ...previous, ...change }))}
            />
          </div>
        </div>
        <PostSidebar form={form} onChange={set} />
      </div>
      {guard}
    </form>
  );
}
