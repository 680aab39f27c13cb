// Recognises an image by its first bytes (magic numbers), never by the name or the declared type:
// a renamed script stays a script. Only the four formats the contract allows. Kept images are
// re-encoded with sharp (libvips, prebuilt for each platform in its npm packages).
import sharp from 'sharp';

export interface ImageKind {
  contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  ext: 'png' | 'jpg' | 'gif' | 'webp';
}

export function sniffImage(data: Buffer): ImageKind | null {
  if (data.length < 12) return null;
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { contentType: 'image/png', ext: 'png' };
  }
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return { contentType: 'image/jpeg', ext: 'jpg' };
  const head6 = data.subarray(0, 6).toString('latin1');
  if (head6 === 'GIF87a' || head6 === 'GIF89a') return { contentType: 'image/gif', ext: 'gif' };
  if (
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return { contentType: 'image/webp', ext: 'webp' };
  }
  return null;
}

/** Where profile pictures are served from (http/web.ts) and what stored image URLs begin with. */
export const PROFILE_IMAGE_ROUTE = '/uploads/profile-images';

/** A stored profile picture's name: `<userId>-<16 hex>.<ext>`, made by the server. */
export const PROFILE_IMAGE_FILE = /^[0-9a-f-]+-[0-9a-f]{16}\.(png|jpg|gif|webp)$/;

/** Its key in the file storage (lib/storage.ts): DATA_DIR/uploads/profile-images/<file> on disk. */
export function profileImageKey(file: string): string {
  return `profile-images/${file}`;
}

/** Profile photos are small: a larger canvas is refused before it is decoded (a pixel bomb). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * An uploaded image without its metadata: one that carries any (EXIF with a GPS
 * position, the camera or the owner's name; XMP, IPTC, an ICC profile, comments) is decoded and
 * encoded again in its own format, the orientation the camera recorded applied to the pixels first,
 * so none of it survives; one that decodes and carries none is kept byte for byte. Null when the
 * bytes do not decode as an image.
 */
export async function reencodeImage(data: Buffer, kind: ImageKind): Promise<Buffer | null> {
  try {
    const options = {
      animated: kind.ext === 'gif' || kind.ext === 'webp',
      limitInputPixels: MAX_INPUT_PIXELS,
    };
    const meta = await sharp(data, options).metadata();
    const carries =
      meta.exif ||
      meta.xmp ||
      meta.iptc ||
      meta.icc ||
      meta.tifftagPhotoshop ||
      meta.comments?.length;
    if (!carries) return data;
    const image = sharp(data, options).rotate();
    switch (kind.ext) {
      case 'png':
        return await image.png().toBuffer();
      case 'jpg':
        return await image.jpeg({ quality: 90 }).toBuffer();
      case 'gif':
        return await image.gif().toBuffer();
      case 'webp':
        return await image.webp({ quality: 90 }).toBuffer();
    }
  } catch {
    return null;
  }
}
