import createLibheif from 'libheif-js/libheif-wasm/libheif-bundle.mjs';

/**
 * An HEIC photo's first picture as an ImageBitmap, decoded by libheif on the page itself: the bundle carries
 * its WebAssembly inline (no worker, no eval: 'wasm-unsafe-eval' in netlify.toml is all it needs) and
 * applies the photo's rotation as it decodes. Loaded only when a visitor chooses an HEIC their browser
 * cannot open.
 */
export async function decodeHeic(file: Blob): Promise<ImageBitmap> {
  const libheif = await createLibheif();
  const decoder = new libheif.HeifDecoder();
  const [image] = decoder.decode(new Uint8Array(await file.arrayBuffer()));
  if (!image) throw new Error('HEIC sin imágenes');
  try {
    const width = image.get_width();
    const height = image.get_height();
    const pixels = await new Promise<ImageData>((resolve, reject) => {
      const target = new ImageData(width, height);
      image.display(target, (shown) => (shown ? resolve(shown) : reject(new Error('HEIC ilegible'))));
    });
    return await createImageBitmap(pixels);
  } finally {
    image.free();
  }
}
