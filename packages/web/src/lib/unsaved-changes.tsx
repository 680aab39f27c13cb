import { AlertDialog } from '@campus/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';

/**
 * Warns before a form with unsaved changes is left: the browser's own prompt on reload,
 * close and typed addresses (beforeunload), and a dialog for links inside the app. wouter has no
 * navigation blocker, so a same-origin link click is caught in the capture phase, before the
 * router's handler sees it, and replayed through the router if the person chooses to leave.
 */
export function UnsavedChangesGuard({ when, description }: { when: boolean; description: string }) {
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      if (link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      // Another site is a page unload: beforeunload asks.
      if (url.origin !== window.location.origin) return;
      const to = url.pathname + url.search + url.hash;
      if (to === window.location.pathname + window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [when]);

  return (
    <AlertDialog.Root open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
      <AlertDialog.Content
        title="Leave with unsaved changes?"
        description={description}
        confirmLabel="Leave this page"
        cancelLabel="Stay and save"
        tone="danger"
        onConfirm={() => {
          if (pending) navigate(pending);
          setPending(null);
        }}
      />
    </AlertDialog.Root>
  );
}
