import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { checkArea, SITE_AREAS, type SiteArea } from '#core/site/areas.ts';
import type { PublishAnswer } from '#core/site/siteContentRequests.ts';
import { siteDefaults } from '#core/siteConfig.ts';
import { loadArea, publishArea, restoreVersion, saveDraft } from './api.ts';
import { messagesByPath, type Path, pathKey, setAt } from './formValues.ts';
import {
  dropLocalCopy,
  localCopyKey,
  readLocalCopy,
  saveFailure,
  startingPoint,
  writeLocalCopy,
} from './siteDraft.ts';

/** A pause in typing this long saves the shared draft. */
const AUTOSAVE_MS = 800;
/** Without a connection, try again this often (and at once when the browser is back online). */
const RETRY_MS = 5000;

export type SaveState = 'saved' | 'pending' | 'saving' | 'offline' | 'forbidden' | 'conflict';

export interface Conflict {
  theirs: unknown;
  version: number;
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * One area being edited: the working copy (kept in this browser on every change), the shared draft saved
 * shortly after each pause from the version it started from (PT409 → a conflict to resolve, never an
 * overwrite), the schema's messages by field, and publish/restore through the site-content function.
 */
export function useAreaEditor(area: SiteArea, userId: string) {
  const key = localCopyKey(userId, area);
  const [content, setContent] = useState<unknown>(undefined);
  const [loadError, setLoadError] = useState<unknown>(undefined);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [savedAt, setSavedAt] = useState<Date | undefined>(undefined);
  const [conflict, setConflict] = useState<Conflict | undefined>(undefined);
  const [resumed, setResumed] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const current = useRef<unknown>(undefined);
  const base = useRef(0);
  const saved = useRef('');
  /** What visitors see now (JSON), to tell a saved draft that is still unpublished. */
  const [live, setLive] = useState('');
  const conflicted = useRef(false);
  const saving = useRef<Promise<boolean> | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const keepLocally = useCallback(() => {
    if (json(current.current) === saved.current) dropLocalCopy(localStorage, key);
    else writeLocalCopy(localStorage, key, { content: current.current, baseVersion: base.current });
  }, [key]);

  const openConflict = useCallback(async () => {
    conflicted.current = true;
    setSaveState('conflict');
    const theirs = await loadArea(area, siteDefaults[area]);
    setConflict({ theirs: theirs.content, version: theirs.version });
  }, [area]);

  /** Saves the working copy unless the server has it; true once it does. */
  const save = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    if (saving.current) await saving.current;
    if (conflicted.current) return false;
    const sent = json(current.current);
    if (sent === saved.current) {
      keepLocally();
      setSaveState('saved');
      return true;
    }
    setSaveState('saving');
    const attempt = (async () => {
      try {
        base.current = await saveDraft(area, current.current, base.current);
        saved.current = sent;
        keepLocally();
        setSavedAt(new Date());
        const caughtUp = json(current.current) === sent;
        setSaveState(caughtUp ? 'saved' : 'pending');
        if (!caughtUp) timer.current = setTimeout(() => void save(), AUTOSAVE_MS);
        return caughtUp;
      } catch (error) {
        const failure = saveFailure(error);
        if (failure === 'conflict') await openConflict();
        else setSaveState(failure);
        if (failure === 'offline') timer.current = setTimeout(() => void save(), RETRY_MS);
        return false;
      }
    })();
    saving.current = attempt;
    try {
      return await attempt;
    } finally {
      saving.current = undefined;
    }
  }, [area, keepLocally, openConflict]);

  useEffect(() => {
    let live = true;
    loadArea(area, siteDefaults[area]).then((server) => {
      if (!live) return;
      setLive(json(server.live));
      const start = startingPoint(server, readLocalCopy(localStorage, key));
      base.current = start.version;
      // What the server holds: a kept local copy differs from it and must still be saved.
      saved.current = json(server.content);
      current.current = start.kind === 'conflict' ? start.mine : start.content;
      setContent(current.current);
      if (start.kind === 'conflict') {
        conflicted.current = true;
        setSaveState('conflict');
        setConflict({ theirs: start.theirs, version: start.version });
      } else if (start.kind === 'local') {
        setResumed(true);
        setSaveState('pending');
        timer.current = setTimeout(() => void save(), AUTOSAVE_MS);
      }
    }, setLoadError);
    const online = () => void save();
    window.addEventListener('online', online);
    return () => {
      live = false;
      clearTimeout(timer.current);
      window.removeEventListener('online', online);
    };
  }, [area, key, save]);

  /** Puts `value` at `path` (a field, or a whole list after an add, move or remove). */
  const change = useCallback(
    (path: Path, value: unknown) => {
      current.current = setAt(current.current, path, value);
      setContent(current.current);
      setTouched((all) => new Set(all).add(pathKey(path)));
      writeLocalCopy(localStorage, key, { content: current.current, baseVersion: base.current });
      if (conflicted.current) return;
      setSaveState('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), AUTOSAVE_MS);
    },
    [key, save],
  );

  const messages = useMemo(() => {
    if (content === undefined) return new Map<string, string>();
    const parsed = SITE_AREAS[area].schema.safeParse(content);
    return parsed.success ? new Map<string, string>() : messagesByPath(parsed.error.issues);
  }, [area, content]);

  /** The schema's message for a field, once it was changed or a publish was tried. */
  const messageFor = useCallback(
    (path: Path) => {
      const at = pathKey(path);
      if (!showAll && ![...touched].some((changed) => changed === at || changed.startsWith(`${at}.`)))
        return undefined;
      return messages.get(at);
    },
    [messages, showAll, touched],
  );

  /** After a publish or a restore: the server's draft is the published content, one version on. */
  const settle = (published: unknown, answer: PublishAnswer) => {
    base.current = answer.draftVersion;
    current.current = published;
    saved.current = json(published);
    setLive(json(published));
    setContent(published);
    dropLocalCopy(localStorage, key);
    setSaveState('saved');
  };

  const publish = async (): Promise<PublishAnswer | 'invalid' | 'conflict'> => {
    const checked = checkArea(area, current.current);
    if (!checked.ok) {
      setShowAll(true);
      return 'invalid';
    }
    if (!(await save())) return 'conflict';
    try {
      const answer = await publishArea(area, current.current, base.current);
      settle(checked.value, answer);
      return answer;
    } catch (error) {
      if (saveFailure(error) === 'conflict') {
        await openConflict();
        return 'conflict';
      }
      throw error;
    }
  };

  const restore = async (version: number): Promise<PublishAnswer> => {
    if (!(await save()) && conflicted.current) throw { code: 'PT409', message: '' };
    const answer = await restoreVersion(area, version, base.current);
    const server = await loadArea(area, siteDefaults[area]);
    settle(server.content, { ...answer, draftVersion: server.version });
    return answer;
  };

  const resolve = {
    keepMine: async () => {
      if (!conflict) return;
      base.current = conflict.version;
      conflicted.current = false;
      setConflict(undefined);
      await save();
    },
    useTheirs: () => {
      if (!conflict) return;
      base.current = conflict.version;
      conflicted.current = false;
      setConflict(undefined);
      current.current = conflict.theirs;
      saved.current = json(conflict.theirs);
      setContent(conflict.theirs);
      dropLocalCopy(localStorage, key);
      setSaveState('saved');
    },
  };

  return {
    content,
    /** The working copy is what visitors see now. */
    matchesLive: content !== undefined && json(content) === live,
    loadError,
    saveState,
    savedAt,
    resumed,
    conflict,
    resolve,
    change,
    messageFor,
    formProblem: showAll ? messages.get('') : undefined,
    save,
    publish,
    restore,
  };
}

export type AreaEditor = ReturnType<typeof useAreaEditor>;
