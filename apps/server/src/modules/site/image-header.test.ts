import { describe, expect, it } from 'vitest';
import { readImageHeader } from './image-header.rules.ts';
import { jpegBytes, pngBytes, webpBytes } from './image-header.fixtures.ts';

describe('reading a logo header without decoding it', () => {
  it('reads type and size of PNG, JPEG and WebP (VP8X, VP8L, VP8)', () => {
    expect(readImageHeader(pngBytes(120, 60))).toEqual({ type: { mime: 'image/png', ext: 'png' }, width: 120, height: 60 });
    expect(readImageHeader(jpegBytes(300, 200))).toEqual({ type: { mime: 'image/jpeg', ext: 'jpg' }, width: 300, height: 200 });
    expect(readImageHeader(webpBytes(512, 256))).toEqual({ type: { mime: 'image/webp', ext: 'webp' }, width: 512, height: 256 });
    const lossless = Buffer.alloc(30);
    lossless.write('RIFF', 0, 'latin1');
    lossless.write('WEBPVP8L', 8, 'latin1');
    lossless[20] = 0x2f;
    lossless.writeUInt32LE((99 & 0x3fff) | ((49 & 0x3fff) << 14), 21);
    expect(readImageHeader(lossless)).toMatchObject({ width: 100, height: 50 });
    const lossy = Buffer.alloc(30);
    lossy.write('RIFF', 0, 'latin1');
    lossy.write('WEBPVP8 ', 8, 'latin1');
    Buffer.from([0x9d, 0x01, 0x2a]).copy(lossy, 23);
    lossy.writeUInt16LE(640, 26);
    lossy.writeUInt16LE(480, 28);
    expect(readImageHeader(lossy)).toMatchObject({ width: 640, height: 480 });
  });

  it('reads the size a bomb claims from its header alone (2000×2000, or 4 billion px wide)', () => {
    expect(readImageHeader(pngBytes(2000, 2000))).toMatchObject({ width: 2000, height: 2000 });
    expect(readImageHeader(pngBytes(0xffffffff, 1))).toMatchObject({ width: 0xffffffff });
  });

  it('knows nothing of SVG, GIF or text, and calls a broken header unreadable', () => {
    expect(readImageHeader(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(readImageHeader(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBeNull();
    expect(readImageHeader(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('unreadable');
    expect(readImageHeader(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBe('unreadable');
    expect(readImageHeader(pngBytes(0, 10))).toBe('unreadable');
  });
});
