import { describe, expect, it } from 'vitest';
import { mp3Seconds, mp4Seconds } from './mediaDuration.ts';

// MPEG-1 Layer III, 40 kbit/s, 44.1 kHz, mono: 1152 samples in floor(144 × 40000 / 44100) = 130 bytes.
const FRAME_HEADER = [0xff, 0xfb, 0x20, 0xc0];
const frame = (tag = '') => {
  const bytes = Buffer.alloc(130);
  Buffer.from(FRAME_HEADER).copy(bytes);
  bytes.write(tag, 4 + 17, 'latin1');
  return bytes;
};
const id3 = (bodyBytes: number) =>
  Buffer.concat([
    Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, bodyBytes >> 7, bodyBytes & 0x7f]),
    Buffer.alloc(bodyBytes),
  ]);
const frames = (count: number) => Array.from({ length: count }, () => frame());
const SECONDS_PER_FRAME = 1152 / 44100;

describe('mp3Seconds', () => {
  it.each([
    ['frames alone', Buffer.concat(frames(100)), 100],
    ['an ID3v2 tag first', Buffer.concat([id3(300), ...frames(50)]), 50],
    ['the encoder’s Info frame, which holds no audio', Buffer.concat([frame('Info'), ...frames(40)]), 40],
    ['a Xing frame', Buffer.concat([frame('Xing'), ...frames(10)]), 10],
    ['an ID3v1 tag at the end', Buffer.concat([...frames(20), Buffer.from('TAG'), Buffer.alloc(125)]), 20],
  ])('counts the audio frames after %s', (_, bytes, count) => {
    expect(mp3Seconds(bytes)).toBeCloseTo(count * SECONDS_PER_FRAME, 6);
  });

  it('refuses what is not an MP3', () => {
    expect(() => mp3Seconds(Buffer.from('<svg/>'))).toThrow('No es un MP3');
  });
});

const box = (type: string, ...body: Buffer[]) => {
  const content = Buffer.concat(body);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(content.length + 8);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, content]);
};
function mvhd(version: 0 | 1, timescale: number, duration: number): Buffer {
  const body = Buffer.alloc(version === 1 ? 108 : 96);
  body.writeUInt8(version, 0);
  if (version === 1) {
    body.writeUInt32BE(timescale, 20);
    body.writeBigUInt64BE(BigInt(duration), 24);
  } else {
    body.writeUInt32BE(timescale, 12);
    body.writeUInt32BE(duration, 16);
  }
  return box('mvhd', body);
}
const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1'));
const mdat = box('mdat', Buffer.alloc(64));

describe('mp4Seconds', () => {
  it.each([
    ['a version 0 header, index first', Buffer.concat([ftyp, box('moov', mvhd(0, 1000, 6600)), mdat]), 6.6],
    ['a version 1 header', Buffer.concat([ftyp, box('moov', box('trak'), mvhd(1, 44100, 352800))]), 8],
    ['the index after the media', Buffer.concat([ftyp, mdat, box('moov', mvhd(0, 600, 4500))]), 7.5],
  ])('reads %s', (_, bytes, seconds) => {
    expect(mp4Seconds(bytes)).toBe(seconds);
  });

  it('refuses a file without a movie header', () => {
    expect(() => mp4Seconds(Buffer.concat([ftyp, mdat]))).toThrow('No es un MP4');
  });
});
