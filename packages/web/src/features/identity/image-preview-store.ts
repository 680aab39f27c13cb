/**
 * Spec §3: the profile image preview is kept in local browser storage, so the side panel shows the
 * picture at once after a reload. Storage can refuse (quota, privacy modes): the preview is a
 * nicety, so a refusal is ignored and the server's image URL is shown instead.
 */
export const IMAGE_PREVIEW_STORAGE_KEY = 'profileImagePreview';

export function readStoredImagePreview(
  storage: Storage | undefined = safeStorage(),
): string | null {
  try {
    return storage?.getItem(IMAGE_PREVIEW_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function storeImagePreview(
  dataUrl: string,
  storage: Storage | undefined = safeStorage(),
): void {
  try {
    storage?.setItem(IMAGE_PREVIEW_STORAGE_KEY, dataUrl);
  } catch {
    // Quota exceeded or storage disabled: keep going without the cached preview.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
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
