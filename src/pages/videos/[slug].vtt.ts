import type { APIRoute, InferGetStaticPropsType } from 'astro';
import { transcriptResponse } from '../../lib/library/transcriptFile.ts';
import { teachingLibrary } from '../../lib/siteContent.ts';

/** The WebVTT transcript of a video: the captions <track> of its player. */
export function getStaticPaths() {
  return teachingLibrary().videoPages.flatMap((page) =>
    page.transcript ? [{ params: { slug: page.slug }, props: { vtt: page.transcript.vtt } }] : [],
  );
}

export const GET: APIRoute<InferGetStaticPropsType<typeof getStaticPaths>> = ({ props }) =>
  transcriptResponse(props.vtt);
