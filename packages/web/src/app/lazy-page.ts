import { createElement, lazy, useState, type ComponentType } from 'react';
import { retryableImport } from './chunk-import';

/** A screen (or a layout) whose module loads on first visit (router.tsx, signed-in-routes.tsx). */
export type Page<P = object> = ComponentType<P> & {
  /** Loads the screen's chunk; once loaded, the page renders without suspending. */
  preload: () => Promise<void>;
};

/**
 * A page's chunk did not arrive (offline, or a deploy replaced it): what PageBoundary tells from a
 * page that broke while rendering.
 */
export class PageLoadError extends Error {
  override readonly name = 'PageLoadError';
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/** How to ask again for each page whose chunk failed; PageBoundary's Try again uses them. */
const failedPages = new Set<() => void>();

/**
 * React.lazy keeps a failed load's error for good: this gives each failed page a fresh one, so its
 * next render asks for the chunk again. Called on purpose (Try again, moving to another page),
 * never by the failure itself — React renders a failed tree again at once, which would then ask
 * again and again.
 */
export function retryFailedPages() {
  for (const retry of failedPages) retry();
  failedPages.clear();
}

/** The props of export `K` of module `M`, when it is a component. */
type PropsOf<M, K extends keyof M> = M[K] extends ComponentType<infer P> ? P : never;

export const page = <M, K extends keyof M & string>(
  importPage: () => Promise<M>,
  name: K,
): Page<PropsOf<M, K>> => {
  type Props = PropsOf<M, K>;
  // A chunk that failed once is asked for again under a URL the browser has not kept as failed.
  const load = retryableImport(importPage);
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then(
      (m) => {
        loaded = m[name] as ComponentType<Props>;
      },
      (cause: unknown) => {
        throw new PageLoadError(cause);
      },
    );
  const makeLazy = () =>
    lazy(() =>
      preload().then(
        () => ({ default: loaded as ComponentType<Props> }),
        (error: unknown) => {
          failedPages.add(() => (Lazy = makeLazy()));
          throw error;
        },
      ),
    );
  let Lazy = makeLazy();
  // Chosen once per mount: switching from Lazy to the loaded screen later would remount it.
  const Screen = (props: Props) => {
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(Component as ComponentType<object>, props as object);
  };
  return Object.assign(Screen, { preload });
};
