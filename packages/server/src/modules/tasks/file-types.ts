// What an uploaded file is and what it is called: its type from its bytes (the contract's allowed
// types only — never the client's word), a clean display name, and how it is served back. Pure
// functions, shared by the file store (uploads) and the routes (downloads).
import { basename } from 'node:path';
import { sniffImage } from '../../lib/images';

export interface FileKind {
  contentType: string;
  ext: string;
}

const OOXML: Record<string, FileKind> = {
  'word/': {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: 'docx',
  },
  'xl/': {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ext: 'xlsx',
  },
  'ppt/': {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ext: 'pptx',
  },
};

/** Entry names of a ZIP archive, read from its central directory (null when it is not a readable ZIP). */
export function zipEntryNames(data: Buffer): string[] | null {
  // The end-of-central-directory record sits in the last 22 + 65535 (comment) bytes.
  const min = Math.max(0, data.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = data.length - 22; i >= min; i--) {
    if (data.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = data.readUInt16LE(eocd + 10);
  let p = data.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < entries; n++) {
    if (p + 46 > data.length || data.readUInt32LE(p) !== 0x02014b50) return null;
    const nameLen = data.readUInt16LE(p + 28);
    const extraLen = data.readUInt16LE(p + 30);
    const commentLen = data.readUInt16LE(p + 32);
    if (p + 46 + nameLen > data.length) return null;
    names.push(data.subarray(p + 46, p + 46 + nameLen).toString('utf8'));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return names;
}

/** The file's type from its bytes: the contract's allowed types only, else null. */
export function sniffFile(data: Buffer): FileKind | null {
  if (data.length === 0) return null;
  if (data.subarray(0, 5).toString('latin1') === '%PDF-')
    return { contentType: 'application/pdf', ext: 'pdf' };
  const image = sniffImage(data);
  if (image) return image;
  const sig = data.length >= 4 ? data.readUInt32LE(0) : 0;
  if (sig === 0x04034b50 || sig === 0x06054b50) {
    const names = zipEntryNames(data);
    if (!names) return null;
    if (names.includes('[Content_Types].xml')) {
      for (const [prefix, kind] of Object.entries(OOXML)) {
        if (names.some((n) => n.startsWith(prefix))) return kind;
      }
    }
    return { contentType: 'application/zip', ext: 'zip' };
  }
  if (data.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return null;
  }
  return { contentType: 'text/plain', ext: 'txt' };
}

/** A display name from the client's file name: no path, no control characters, at most 200 chars. */
export function cleanFileName(raw: string, ext: string): string {
  const name = [...basename(raw.replace(/\\/g, '/'))]
    .filter((ch) => ch !== '"' && ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200);
  return name || `file.${ext}`;
}

export const isInline = (contentType: string) =>
  contentType.startsWith('image/') || contentType === 'application/pdf';

/** `Content-Disposition` with the uploaded name (ASCII fallback + RFC 5987 UTF-8 form). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
