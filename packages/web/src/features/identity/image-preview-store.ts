import { readStored, writeStored } from '../../lib/storage';

/**
 * Spec §3: the profile image preview is kept in local browser storage, so the side panel shows the
 * picture at once after a reload. Storage can refuse (quota, privacy modes): the preview is a
 * nicety, so a refusal is ignored and the server's image URL is shown instead.
 */
export const IMAGE_PREVIEW_STORAGE_KEY = 'profileImagePreview';

export function readStoredImagePreview(): string | null {
  return readStored(IMAGE_PREVIEW_STORAGE_KEY);
}

export function storeImagePreview(dataUrl: string): void {
  writeStored(IMAGE_PREVIEW_STORAGE_KEY, dataUrl);
}

/** Reads an image file as a data URL (what the preview shows and what storage keeps). */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
