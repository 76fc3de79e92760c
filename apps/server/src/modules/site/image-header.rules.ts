/**
 * What an uploaded logo is, read from its first bytes only: the type from the magic bytes (never the
 * Content-Type header) and the size from the header (PNG IHDR, JPEG SOFn, WebP VP8/VP8L/VP8X).
 * Nothing is decoded, so an image that would expand to gigabytes is refused by its header alone.
 */
export type LogoType = { mime: 'image/png'; ext: 'png' } | { mime: 'image/jpeg'; ext: 'jpg' } | { mime: 'image/webp'; ext: 'webp' };
export interface ImageHeader {
  type: LogoType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image's type and size; `null` when it is not a PNG, JPEG or WebP we can read; 'unreadable' when it claims to be one but its header is broken. */
export function readImageHeader(bytes: Buffer): ImageHeader | 'unreadable' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return png(bytes) ?? 'unreadable';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpeg(bytes) ?? 'unreadable';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return webp(bytes) ?? 'unreadable';
  return null;
}

function png(b: Buffer): ImageHeader | null {
  // The first chunk must be IHDR: length 13, then width and height (big-endian).
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return sized({ mime: 'image/png', ext: 'png' }, b.readUInt32BE(16), b.readUInt32BE(20));
}

function jpeg(b: Buffer): ImageHeader | null {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // no length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end or scan data before any frame header
    const length = b.readUInt16BE(at + 2);
    if (length < 2) return null;
    // SOF0..SOF15 but DHT (C4), JPG (C8) and DAC (CC): precision, height, width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > b.length) return null;
      return sized({ mime: 'image/jpeg', ext: 'jpg' }, b.readUInt16BE(at + 7), b.readUInt16BE(at + 5));
    }
    at += 2 + length;
  }
  return null;
}

function webp(b: Buffer): ImageHeader | null {
  const type: LogoType = { mime: 'image/webp', ext: 'webp' };
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8 ' && b.length >= 30) {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return sized(type, b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff);
  }
  if (chunk === 'VP8L' && b.length >= 25) {
    if (b[20] !== 0x2f) return null;
    const bits = b.readUInt32LE(21);
    return sized(type, (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X' && b.length >= 30) return sized(type, b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1);
  return null;
}

const sized = (type: LogoType, width: number, height: number): ImageHeader | null => (width > 0 && height > 0 ? { type, width, height } : null);
