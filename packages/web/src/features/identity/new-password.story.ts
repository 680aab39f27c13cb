import { getCheckAccountLinkMockHandler } from '@campus/sdk/msw';
import type { StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

/** Fills the new-password form (setup and reset share it) with a valid password and submits. */
export async function chooseNewPassword(canvasElement: HTMLElement, submitLabel: string) {
  const canvas = within(canvasElement);
  // The form shows once the page has heard that its link still works.
  await userEvent.type(await canvas.findByLabelText('New password'), 'a-long-password-1');
  await userEvent.type(canvas.getByLabelText('Confirm new password'), 'a-long-password-1');
  await userEvent.click(canvas.getByRole('button', { name: submitLabel }));
  return canvas;
}

/** The link still works: what the page asks when it opens (checkAccountLink). */
export const linkWorks = getCheckAccountLinkMockHandler();

/**
 * The states both emailed-link pages share (each story names them): the link being checked, the
 * blank form, the link without its token, and a link already used or expired, which says so when
 * the page opens.
 */
export function newPasswordStates(routeWithoutToken: string) {
  const usedLink: StoryObj = {
    beforeEach: ({ msw }) =>
      msw.use(
        http.post('*/api/auth/check-link', () =>
          HttpResponse.json(
            {
              message: 'Validation failed',
              errors: [
                {
                  path: 'token',
                  msg: 'This link is invalid or has expired. Please ask for a new one.',
                },
              ],
            },
            { status: 400 },
          ),
        ),
      ),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await canvas.findByText('This link no longer works');
      await canvas.findByText(/This link is invalid or has expired/);
      await expect(canvas.queryByText(/Validation failed/)).toBeNull();
      await expect(canvas.queryByLabelText('New password')).toBeNull();
    },
  };
  const empty: StoryObj = {
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByLabelText('New password')).toHaveValue('');
    },
  };
  const checking: StoryObj = {
    beforeEach: ({ msw }) =>
      msw.use(http.post('*/api/auth/check-link', async () => delay('infinite'))),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await canvas.findByText('Checking your link…');
      await expect(canvas.queryByLabelText('New password')).toBeNull();
    },
  };
  const missingToken: StoryObj = {
    parameters: { route: routeWithoutToken },
    play: async ({ canvasElement }) => {
      await within(canvasElement).findByText('This link is incomplete');
    },
  };
  return { checking, empty, missingToken, usedLink };
}
