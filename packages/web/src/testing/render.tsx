import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';

/**
 * Renders a widget and gives a user-event instance bound to it. Widgets take their actor as a prop,
 * so there is no provider to set up here yet; the app shell's providers live in src/app.
 */
export function renderWidget(ui: ReactElement, options?: RenderOptions) {
  const user = userEvent.setup();
  return { user, ...render(ui, options) };
}
