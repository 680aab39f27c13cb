import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Link, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { UnsavedChangesGuard } from './unsaved-changes';

function renderGuard(when: boolean) {
  const location = memoryLocation({ path: '/create-course', record: true });
  render(
    <Router hook={location.hook}>
      <UnsavedChangesGuard when={when} description="Your changes are kept as a draft." />
      <Link href="/courses">All courses</Link>
    </Router>,
  );
  return location;
}

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('UnsavedChangesGuard', () => {
  it('with unsaved changes, a link inside the app asks first; Stay keeps the page, Leave follows it', async () => {
    const user = userEvent.setup();
    const location = renderGuard(true);
    await user.click(screen.getByRole('link', { name: 'All courses' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    expect(dialog).toHaveTextContent('Your changes are kept as a draft.');
    expect(location.history.at(-1)).toBe('/create-course');

    await user.click(screen.getByRole('button', { name: 'Stay and save' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(location.history.at(-1)).toBe('/create-course');

    await user.click(screen.getByRole('link', { name: 'All courses' }));
    await user.click(await screen.findByRole('button', { name: 'Leave this page' }));
    expect(location.history.at(-1)).toBe('/courses');
  });

  it('with unsaved changes, reloading or closing the tab asks the browser to confirm', () => {
    renderGuard(true);
    expect(unload()).toBe(true);
  });

  it('with nothing unsaved, links and unloads go through without a question', async () => {
    const user = userEvent.setup();
    const location = renderGuard(false);
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'All courses' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(location.history.at(-1)).toBe('/courses');
  });
});
