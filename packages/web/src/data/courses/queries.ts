import { previewRichText } from '@campus/sdk';
import { queryOptions } from '@tanstack/react-query';
import { courseKeys } from './keys';

/**
 * Markdown rendered by the server with the rule readers get (POST /api/rich-text/preview), for the
 * course lesson editor and the e-book module editor: one rule, not a second renderer in the browser.
 */
export const richTextPreviewQuery = (markdown: string) =>
  queryOptions({
    queryKey: courseKeys.richTextPreview(markdown),
    queryFn: () => previewRichText({ markdown }),
    staleTime: Infinity,
  });
