/**
 * Durations read from the files themselves (no ffprobe), so the generator prints and the tests check
 * the same figure the seed records in duration_seconds.
 */

const MP3_BITRATES_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MP3_SAMPLE_RATES = {
  mpeg1: [44100, 48000, 32000],
  mpeg2: [22050, 24000, 16000],
  mpeg25: [11025, 12000, 8000],
};

interface Mp3Frame {
  length: number;
  samples: number;
  sampleRate: number;
  /** Bytes of side information after the header: a Xing/Info tag sits right after it. */
  sideInfo: number;
}

/** The Layer III frame whose header starts at `at`, or undefined when none does. */
function mp3Frame(bytes: Uint8Array, at: number): Mp3Frame | undefined {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1]! & 0xe0) !== 0xe0) return undefined;
  const version = (bytes[at + 1]! >> 3) & 3; // 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5
  const layer = (bytes[at + 1]! >> 1) & 3; // 1 = Layer III
  if (version === 1 || layer !== 1) return undefined;
  const mpeg1 = version === 3;
  const kbps = (mpeg1 ? MP3_BITRATES_KBPS.mpeg1 : MP3_BITRATES_KBPS.mpeg2)[bytes[at + 2]! >> 4];
  const rates = mpeg1
    ? MP3_SAMPLE_RATES.mpeg1
    : version === 2
      ? MP3_SAMPLE_RATES.mpeg2
      : MP3_SAMPLE_RATES.mpeg25;
  const sampleRate = rates[(bytes[at + 2]! >> 2) & 3];
  if (!kbps || !sampleRate) return undefined;
  const samples = mpeg1 ? 1152 : 576;
  const padding = (bytes[at + 2]! >> 1) & 1;
  const mono = bytes[at + 3]! >> 6 === 3;
  const sideInfo = mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17;
  return {
    length: Math.floor((samples / 8) * ((kbps * 1000) / sampleRate)) + padding,
    samples,
    sampleRate,
    sideInfo,
  };
}

/** Seconds of audio in an MP3: its frames counted one by one, minus the encoder's Xing/Info frame. */
export function mp3Seconds(bytes: Uint8Array): number {
  let at = 0;
  if (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) {
    // ID3v2: a 10-byte header and a "synchsafe" size of 7 bits per byte.
    at = 10 + (((bytes[6]! << 21) | (bytes[7]! << 14) | (bytes[8]! << 7) | bytes[9]!) >>> 0);
  }
  let samples = 0;
  let sampleRate = 0;
  let first = true;
  for (let frame = mp3Frame(bytes, at); frame; frame = mp3Frame(bytes, at)) {
    const tag = Buffer.from(bytes.subarray(at + 4 + frame.sideInfo, at + 8 + frame.sideInfo)).toString(
      'latin1',
    );
    if (!(first && (tag === 'Xing' || tag === 'Info'))) samples += frame.samples;
    sampleRate = frame.sampleRate;
    first = false;
    at += frame.length;
  }
  if (sampleRate === 0) throw new Error('No es un MP3: no se encontró ninguna trama de audio');
  return samples / sampleRate;
}

/** The body of the first box of `type` among the boxes in bytes[start, end). */
function mp4Box(view: DataView, start: number, end: number, type: string): [number, number] | undefined {
  for (let at = start; at + 8 <= end; ) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    const name = String.fromCharCode(...[4, 5, 6, 7].map((offset) => view.getUint8(at + offset)));
    if (name === type) return [at + header, at + size];
    if (size < header) return undefined;
    at += size;
  }
  return undefined;
}

/** Seconds an MP4 lasts, from its movie header (moov/mvhd: duration over timescale). */
export function mp4Seconds(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const moov = mp4Box(view, 0, bytes.length, 'moov');
  const mvhd = moov && mp4Box(view, moov[0], moov[1], 'mvhd');
  if (!mvhd) throw new Error('No es un MP4: falta la cabecera moov/mvhd');
  const [at] = mvhd;
  const version = view.getUint8(at);
  const timescale = view.getUint32(at + (version === 1 ? 20 : 12));
  const duration = version === 1 ? Number(view.getBigUint64(at + 24)) : view.getUint32(at + 16);
  return duration / timescale;
}
