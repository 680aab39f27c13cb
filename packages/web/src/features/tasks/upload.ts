import { getConfig, type FileRef } from '@campus/sdk';
import { fromCallback } from 'xstate';
import type { UploadEvent, UploadInput } from './submission.machine';

/**
 * POST /api/tasks/upload-files with upload progress. The SDK's client runs on fetch, which cannot
 * report upload progress, so this one call uses XMLHttpRequest with the SDK's configuration (base
 * URL, bearer token). A failure is handed over in the axios-like shape `normalizeError` reads, so
 * the server's 413/415 message reaches the screen word for word.
 */
export const uploadFiles = fromCallback<UploadEvent, UploadInput>(({ sendBack, input }) => {
  const config = getConfig();
  const xhr = new XMLHttpRequest();
  xhr.open('POST', `${config.baseURL.replace(/\/$/, '')}/api/tasks/upload-files`);
  xhr.setRequestHeader('Accept', 'application/json');
  const token = config.getToken();
  if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
  xhr.upload.onprogress = (e) => {
    if (e.lengthComputable)
      sendBack({ type: 'upload.progress', percent: Math.round((e.loaded / e.total) * 100) });
  };
  const parse = () => {
    try {
      return JSON.parse(xhr.responseText) as unknown;
    } catch {
      return xhr.responseText;
    }
  };
  xhr.onload = () => {
    if (xhr.status >= 200 && xhr.status < 300) {
      sendBack({ type: 'upload.done', refs: parse() as FileRef[] });
    } else {
      if (xhr.status === 401) {
        config.tokenStore.remove();
        config.onUnauthorized();
      }
      sendBack({
        type: 'upload.failed',
        error: { isAxiosError: true, response: { status: xhr.status, data: parse(), headers: {} } },
      });
    }
  };
  xhr.onerror = () => sendBack({ type: 'upload.failed', error: { isAxiosError: true } });
  const form = new FormData();
  for (const file of input.files) form.append('files', file);
  xhr.send(form);
  return () => {
    if (xhr.readyState !== XMLHttpRequest.DONE) xhr.abort();
  };
});
