/**
 * Hands a file the app fetched (with the caller's token) to the browser as a download, under the
 * name the server gave it: the SDK returns a downloaded body as a `File` named by the answer's
 * Content-Disposition (the contract declares it on every export); `download` if it had none.
 */
export function saveDownload(file: Blob): void {
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = file instanceof File && file.name ? file.name : 'download';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked after the click has been handled: the download has its own copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
