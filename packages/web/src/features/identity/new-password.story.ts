import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

/** Fills the new-password form (setup and reset share it) with a valid password and submits. */
export async function chooseNewPassword(canvasElement: HTMLElement, submitLabel: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('New password'), 'a-long-password-1');
  await userEvent.type(canvas.getByLabelText('Confirm new password'), 'a-long-password-1');
  await userEvent.click(canvas.getByRole('button', { name: submitLabel }));
  return canvas;
}

/** The states both emailed-link pages share (each story names them): the blank form, and the link without its token. */
export function newPasswordStates(routeWithoutToken: string) {
  const empty: StoryObj = {
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).getByLabelText('New password')).toHaveValue('');
    },
  };
  const missingToken: StoryObj = {
    parameters: { route: routeWithoutToken },
    play: async ({ canvasElement }) => {
      await within(canvasElement).findByText('This link is incomplete');
    },
  };
  return { empty, missingToken };
}
