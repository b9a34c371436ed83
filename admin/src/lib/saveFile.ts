/**
 * Hands a file made in the browser to the person's downloads. The object URL lives a minute: some browsers
 * read it after the click returns, and revoking it at once gave them an empty file.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
