// A download as the SDK hands it over: campusRequest (http.ts) asks for a file's bytes and makes
// them a File named as the server names it. Loaded by the first download, so no first page
// carries it.

/**
 * The file name an answer gives its body (Content-Disposition: RFC 6266's `filename*` in UTF-8,
 * else `filename`), if any.
 */
function attachmentName(disposition: unknown): string | undefined {
  if (typeof disposition !== 'string') return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: the plain name, if the answer has one, follows.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
  return (plain?.[1] ?? plain?.[2])?.trim() || undefined;
}

/** A downloaded body: a `File` when the answer names it, else a Blob, typed as the answer says. */
export function downloaded(bytes: ArrayBuffer, headers: Record<string, unknown>): Blob {
  const type = typeof headers['content-type'] === 'string' ? headers['content-type'] : '';
  const name = attachmentName(headers['content-disposition']);
  return name ? new File([bytes], name, { type }) : new Blob([bytes], { type });
}
