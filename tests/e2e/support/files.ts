/** A valid 1×1 PNG: storage checks the bytes against the declared type, so fixtures must be real images. */
export const tinyPng = {
  name: 'Portada del Post.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};
