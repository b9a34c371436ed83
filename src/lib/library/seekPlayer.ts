/**
 * Times in a transcript move the page's player there and play. The links' own target (the media file at
 * that time) is what visitors without JavaScript get.
 */
export function wireTranscriptTimes(doc: Document): void {
  const player = doc.querySelector<HTMLMediaElement>('[data-player]');
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLElement>('[data-seek]');
    if (!link || !player) return;
    event.preventDefault();
    player.currentTime = Number(link.dataset.seek);
    player.play().catch(() => {});
    player.scrollIntoView({ block: 'nearest' });
  });
}
