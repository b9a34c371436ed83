import { ExternalLink, Eye, History, Send } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, useParams } from 'react-router';
import { isSiteArea, type SiteArea } from '#core/site/areas.ts';
import type { PreviewAnswer } from '#core/site/siteContentRequests.ts';
import { errorDetail } from '#core/supabaseError.ts';
import { FormProblem } from '../../components/FormProblem.tsx';
import { NoAccess } from '../../components/RequireCapability.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { useStaff } from '../../lib/session.tsx';
import { useToast } from '../../lib/toast.tsx';
import { useSaveAfterUploads } from '../../lib/useSaveAfterUploads.tsx';
import { requestPreview } from './api.ts';
import { ConflictPanel } from './ConflictPanel.tsx';
import { labelAt } from './formDefinition.ts';
import { HistoryPanel } from './HistoryPanel.tsx';
import { keepExitPopupAway, PreviewPanel } from './PreviewPanel.tsx';
import { PublishStatus } from './PublishStatus.tsx';
import { SaveStatus } from './SaveStatus.tsx';
import { SiteForm } from './SiteForm.tsx';
import { AREA_SCREENS, areasFor, canEditArea } from './siteAreas.ts';
import { SITE_FORMS } from './siteForms.ts';
import { useAreaEditor } from './useAreaEditor.ts';

const siteCopy = adminMessages.site;

/** /admin/sitio/:area: the area this person may edit, or why not. */
export function AreaScreen() {
  const { area = '' } = useParams();
  const staff = useStaff();
  if (!isSiteArea(area))
    return (
      <p className="card">
        {siteCopy.noForm} <Link to="/sitio">{siteCopy.back}</Link>
      </p>
    );
  if (!canEditArea(staff.role, area)) return <NoAccess role={staff.role} />;
  return <AreaEditorView key={area} area={area} userId={staff.userId} />;
}

/** The siblings of an area in its group, as tabs (editors see only the ones they may edit). */
function GroupTabs({ area }: { area: SiteArea }) {
  const { role } = useStaff();
  const siblings = areasFor(role).filter((other) => AREA_SCREENS[other].group === AREA_SCREENS[area].group);
  if (siblings.length < 2) return null;
  return (
    <nav aria-label={siteCopy.name} className="mt-3 flex flex-wrap gap-2">
      {siblings.map((other) => (
        <NavLink
          key={other}
          to={`/sitio/${other}`}
          className="rounded-full border border-cream-300 bg-white px-3 py-1 text-sm aria-[current=page]:border-navy-700 aria-[current=page]:font-bold"
        >
          {AREA_SCREENS[other].title}
        </NavLink>
      ))}
    </nav>
  );
}

function AreaEditorView({ area, userId }: { area: SiteArea; userId: string }) {
  const toast = useToast();
  const editor = useAreaEditor(area, userId);
  const screen = AREA_SCREENS[area];
  const definition = SITE_FORMS[area];
  const [busy, setBusy] = useState<'publish' | 'preview' | undefined>(undefined);
  const [publishedAt, setPublishedAt] = useState<string | undefined>(undefined);
  const [preview, setPreview] = useState<PreviewAnswer | undefined>(undefined);
  const [showHistory, setShowHistory] = useState(false);
  const [published, setPublished] = useState(0);

  // «Publicar» pressed while a picture says «Subiendo…» waits for it rather than publishing without it
  // (called before the early returns below; only the rendered button asks it to publish).
  const afterUploads = useSaveAfterUploads(() => publish());

  if (editor.loadError)
    return <FormProblem boxed>{`${siteCopy.loadError}: ${errorDetail(editor.loadError)}`}</FormProblem>;
  if (editor.content === undefined) return <Spinner label={siteCopy.name} />;

  const refused = (title: string, error: unknown) => {
    const field = (error as { details?: unknown }).details;
    const where =
      typeof field === 'string' && field
        ? labelAt(
            definition,
            field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
          )
        : undefined;
    toast.error(title, where ? `${where}: ${errorDetail(error)}` : errorDetail(error));
  };

  const publish = async () => {
    setBusy('publish');
    try {
      const result = await editor.publish();
      if (result === 'invalid') {
        toast.error(siteCopy.publish.invalid, siteCopy.publish.invalidDescription);
        requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      } else if (result !== 'conflict') {
        toast.success(siteCopy.publish.done);
        setPublishedAt(result.publishedAt);
        setPublished((count) => count + 1);
      }
    } catch (error) {
      refused(siteCopy.publish.error, error);
    } finally {
      setBusy(undefined);
    }
  };

  const askPreview = async () => {
    setBusy('preview');
    try {
      if (!(await editor.save())) return;
      const answer = await requestPreview();
      keepExitPopupAway();
      setPreview(answer);
    } catch (error) {
      refused(siteCopy.preview.error, error);
    } finally {
      setBusy(undefined);
    }
  };

  const restore = async (version: number) => {
    try {
      const answer = await editor.restore(version);
      toast.success(siteCopy.history.restored(version));
      setPublishedAt(answer.publishedAt);
      setPublished((count) => count + 1);
    } catch (error) {
      refused(siteCopy.history.error, error);
    }
  };

  return (
    <div className="max-w-5xl">
      <Link to="/sitio" className="text-sm font-semibold text-navy-700 underline">
        {siteCopy.back}
      </Link>
      <GroupTabs area={area} />
      <h1 className="mt-3 text-2xl font-bold">{screen.title}</h1>
      <p className="mt-1 text-ink-700">{screen.summary}</p>
      <div className="sticky top-0 z-10 mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-cream-300 bg-cream-100/95 p-3">
        <div className="min-w-0 flex-1 basis-56">
          <SaveStatus state={editor.saveState} savedAt={editor.savedAt} matchesLive={editor.matchesLive} />
        </div>
        <a href={screen.page} target="_blank" rel="noreferrer" className="btn-secondary">
          <ExternalLink className="size-4" aria-hidden="true" />
          {siteCopy.viewOnSite}
        </a>
        <button
          type="button"
          className="btn-secondary"
          aria-expanded={showHistory}
          onClick={() => setShowHistory((shown) => !shown)}
        >
          <History className="size-4" aria-hidden="true" />
          {siteCopy.history.action}
        </button>
        <button type="button" className="btn-secondary" disabled={busy !== undefined} onClick={askPreview}>
          <Eye className="size-4" aria-hidden="true" />
          {busy === 'preview' ? siteCopy.preview.preparing : siteCopy.preview.action}
        </button>
        <button
          type="button"
          className="btn-primary"
          disabled={busy !== undefined || afterUploads.waiting || Boolean(editor.conflict)}
          onClick={() => afterUploads.request()}
        >
          <Send className="size-4" aria-hidden="true" />
          {afterUploads.waiting
            ? adminMessages.common.waitingForUpload
            : busy === 'publish'
              ? siteCopy.publish.publishing
              : siteCopy.publish.action}
        </button>
        {afterUploads.notice}
      </div>
      {editor.resumed && <p className="mt-3 rounded-md bg-gold-100 p-3 text-sm">{siteCopy.draft.resumed}</p>}
      {editor.conflict && (
        <ConflictPanel
          conflict={editor.conflict}
          mine={editor.content}
          definition={definition}
          onKeepMine={() => void editor.resolve.keepMine()}
          onUseTheirs={editor.resolve.useTheirs}
        />
      )}
      {publishedAt && <PublishStatus key={publishedAt} publishedAt={publishedAt} page={screen.page} />}
      {preview && <PreviewPanel preview={preview} page={screen.page} onClose={() => setPreview(undefined)} />}
      {showHistory && (
        <HistoryPanel
          area={area}
          refresh={published}
          onRestore={restore}
          onClose={() => setShowHistory(false)}
        />
      )}
      <div className="mt-4">
        <FormProblem boxed>{editor.formProblem}</FormProblem>
      </div>
      <SiteForm definition={definition} editor={editor} />
    </div>
  );
}
