import { describe, expect, it } from 'vitest';
import { contentMatchesType } from './sniff.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d);
const GIF = text('GIF89a\x01\x00\x01\x00');
const WEBP = concat(text('RIFF'), bytes(0x24, 0, 0, 0), text('WEBPVP8 '));
const PDF = text('%PDF-1.7\n%âãÏÓ\n1 0 obj');
const OLE2 = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0);
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00);
const ID3 = concat(text('ID3'), bytes(0x04, 0, 0, 0, 0, 0, 0x21));
const MP3_FRAME = bytes(0xff, 0xfb, 0x90, 0x64, 0x00);
const SVG = text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10"><rect/></svg>');
const HTML = text('<!doctype html><script>alert(1)</script>');
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('content sniffing', () => {
  it.each([
    ['image/jpeg', JPEG],
    ['image/jpg', JPEG],
    ['image/png', PNG],
    ['image/gif', GIF],
    ['image/gif', text('GIF87a....')],
    ['image/webp', WEBP],
    ['application/pdf', PDF],
    ['application/pdf', concat(text('junk before the header\n'), PDF)],
    ['application/msword', OLE2],
    ['application/vnd.ms-excel', OLE2],
    [DOCX, ZIP],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ZIP],
    ['application/vnd.openxmlformats-officedocument.presentationml.presentation', ZIP],
    ['application/epub+zip', ZIP],
    ['application/zip', ZIP],
    ['application/zip', bytes(0x50, 0x4b, 0x05, 0x06, 0, 0)],
    ['audio/mpeg', ID3],
    ['audio/mpeg', MP3_FRAME],
    ['image/svg+xml', SVG],
    ['image/svg+xml', text('<svg><text>Come on in, button = ok</text></svg>')],
    ['text/plain', text('Hola, ¿cómo estás?')],
    ['text/plain;charset=UTF-8', text('')],
    ['text/csv', text('a,b\n1,2\n')],
    ['text/html', HTML],
    ['application/json', text('{"a":1}')],
    ['IMAGE/PNG', PNG],
    ['application/octet-stream', bytes(0, 1, 2, 3)],
    ['video/mp4', bytes(0, 0, 0, 0x18)],
  ])('accepts %s content that matches', (type, content) => {
    expect(contentMatchesType(content, type)).toBe(true);
  });

  it.each([
    ['image/png', JPEG],
    ['image/png', HTML],
    ['image/png', bytes()],
    ['image/jpeg', PNG],
    ['image/jpeg', bytes(0xff, 0xd8)],
    ['image/gif', text('GIF88a')],
    ['image/webp', concat(text('RIFF'), bytes(0, 0, 0, 0), text('WAVE'))],
    ['application/pdf', text('<html>not a pdf</html>')],
    ['application/pdf', concat(new Uint8Array(1024), text('%PDF-1.4'))],
    ['application/msword', ZIP],
    [DOCX, OLE2],
    [DOCX, PDF],
    ['application/epub+zip', text('PK')],
    ['audio/mpeg', text('RIFF....WAVE')],
    ['audio/mpeg', bytes(0xff, 0x00)],
    ['text/plain', bytes(0x48, 0x00, 0x49)],
    ['text/plain', PNG],
    ['application/json', bytes(0x7b, 0x00, 0x7d)],
  ])('refuses %s content that does not match', (type, content) => {
    expect(contentMatchesType(content, type)).toBe(false);
  });

  it.each([
    ['a script element', '<svg><script>alert(1)</script></svg>'],
    ['a SCRIPT element', '<svg><SCRIPT >alert(1)</SCRIPT></svg>'],
    ['a namespaced script', '<svg:svg xmlns:svg="x"><svg><svg:script>alert(1)</svg:script></svg>'],
    ['an onload handler', '<svg onload="alert(1)"></svg>'],
    ['a spaced handler', '<svg><rect\nonclick = "x()"/></svg>'],
    ['a javascript: link', '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>'],
    ['an obfuscated javascript: link', '<svg><a href="jav&#x09;ascript:alert(1)">x</a></svg>'],
    ['an entity-encoded javascript: link', '<svg><a href="&#106;avascript:alert(1)">x</a></svg>'],
    ['an animation that sets a handler', '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>'],
    ['a NUL byte', '<svg>\u0000</svg>'],
    ['no svg element at all', '<html><body>hi</body></html>'],
  ])('refuses an SVG with %s', (_what, source) => {
    expect(contentMatchesType(text(source), 'image/svg+xml')).toBe(false);
  });
});
