import { createElement, lazy, useState, type ComponentType } from 'react';

/** A screen whose module loads on first visit (router.tsx, signed-in-routes.tsx). */
export type Page = ComponentType & {
  /** Loads the screen's chunk; once loaded, the page renders without suspending. */
  preload: () => Promise<void>;
};

export const page = <M, K extends keyof M & string>(load: () => Promise<M>, name: K): Page => {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((m) => {
      loaded = m[name] as ComponentType;
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  // Chosen once per mount: switching from Lazy to the loaded screen later would remount it.
  const Screen = () => createElement(useState(() => loaded ?? Lazy)[0]);
  return Object.assign(Screen, { preload });
};
