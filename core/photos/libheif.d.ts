// The part of libheif-js's JavaScript API decodeHeic.ts uses (the package types only its raw Emscripten exports).
declare module 'libheif-js/libheif-wasm/libheif-bundle.mjs' {
  interface HeifImage {
    get_width(): number;
    get_height(): number;
    /** Writes the decoded pixels (RGBA, rotation applied) into `target`; null when it could not. */
    display(target: ImageData, done: (shown: ImageData | null) => void): void;
    free(): void;
  }
  interface Libheif {
    HeifDecoder: new () => { decode(bytes: Uint8Array): HeifImage[] };
  }
  /** Compiles the WebAssembly carried inline and answers the library. */
  export default function createLibheif(): Promise<Libheif>;
}
