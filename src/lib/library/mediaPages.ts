import type { PublicAudio, PublicVideo } from '#core/content/contentSchemas.ts';
import { formMessages } from '#core/messages/formMessages.ts';
import {
  type Chapter,
  type TranscriptParagraph,
  transcriptChapters,
  transcriptParagraphs,
} from '#core/transcripts/transcript.ts';
import { parseWebVtt } from '#core/transcripts/webvtt.ts';
import type { LibraryItem } from './libraryItems.ts';

export interface Transcript {
  paragraphs: TranscriptParagraph[];
  chapters: Chapter[];
  /** The WebVTT file as the site serves it: <track> captions and podcast:transcript. */
  vttPath: string;
  /** The file's text, served unchanged at vttPath. */
  vtt: string;
}

/** An audio or video page: the item plus what only its own page shows. */
export interface MediaPage {
  item: LibraryItem;
  slug: string;
  description: string | null;
  tags: string[];
  transcript: Transcript | null;
  /** Why a stored transcript is not shown (the build warns with it). */
  transcriptProblem: string | null;
}

function transcriptOf(
  vtt: string | null,
  vttPath: string,
): Pick<MediaPage, 'transcript' | 'transcriptProblem'> {
  if (!vtt) return { transcript: null, transcriptProblem: null };
  const parsed = parseWebVtt(vtt);
  if (!parsed.ok)
    return {
      transcript: null,
      transcriptProblem: formMessages.transcripts.invalid(parsed.line, parsed.problem),
    };
  return {
    transcript: {
      paragraphs: transcriptParagraphs(parsed.cues),
      chapters: transcriptChapters(parsed.cues),
      vttPath,
      vtt,
    },
    transcriptProblem: null,
  };
}

/**
 * The page of one audio or video. A transcript the strict parser refuses is left out (the database only
 * checks the header), so a bad file never breaks the build nor shows garbled captions.
 */
export function mediaPage(row: PublicAudio | PublicVideo, item: LibraryItem): MediaPage {
  return {
    item,
    slug: row.slug,
    description: row.description?.trim() || null,
    tags: row.tags,
    ...transcriptOf(row.transcript_vtt, `${item.path}.vtt`),
  };
}

const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|mov)$/i;
const YOUTUBE_HOSTS = /(^|\.)(youtube\.com|youtu\.be|youtube-nocookie\.com)$/i;

/** How a video plays: in the page's own player (a video file) or on its host (YouTube, Vimeo…). */
export function videoPlayback(url: string): 'file' | 'youtube' | 'external' {
  if (!URL.canParse(url)) return 'external';
  const { pathname, hostname } = new URL(url);
  if (VIDEO_FILE.test(pathname)) return 'file';
  return YOUTUBE_HOSTS.test(hostname) ? 'youtube' : 'external';
}

/** A YouTube address that starts at `seconds` (its `t` parameter); null for other hosts. */
export function youtubeAt(url: string, seconds: number): string | null {
  if (videoPlayback(url) !== 'youtube') return null;
  const at = new URL(url);
  at.searchParams.set('t', `${Math.floor(seconds)}s`);
  return at.href;
}
