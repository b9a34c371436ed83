/** A stored WebVTT transcript as the static file /audios/{slug}.vtt (served as text/vtt by its extension). */
export function transcriptResponse(vtt: string): Response {
  return new Response(vtt, { headers: { 'Content-Type': 'text/vtt; charset=utf-8' } });
}
