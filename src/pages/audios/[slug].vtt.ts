import type { APIRoute, InferGetStaticPropsType } from 'astro';
import { transcriptResponse } from '../../lib/library/transcriptFile.ts';
import { teachingLibrary } from '../../lib/siteContent.ts';

/** The WebVTT transcript of an audio, for podcast apps (podcast:transcript). */
export function getStaticPaths() {
  return teachingLibrary().audioPages.flatMap((page) =>
    page.transcript ? [{ params: { slug: page.slug }, props: { vtt: page.transcript.vtt } }] : [],
  );
}

export const GET: APIRoute<InferGetStaticPropsType<typeof getStaticPaths>> = ({ props }) =>
  transcriptResponse(props.vtt);
