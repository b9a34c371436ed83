/** A podcast feed as a static file (Netlify serves .xml as XML; the type here is what the build records). */
export function podcastResponse(xml: string): Response {
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
