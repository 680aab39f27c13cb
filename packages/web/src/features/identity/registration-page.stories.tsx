import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { programs, serverFailure } from '../../testing/handlers';
import { withPage } from '../../testing/page-story';
import { RegistrationPage } from './account-pages';

/** /registration: register for a program and pay (the program list comes from the server). */
const meta = {
  title: 'Web/Pages/Program registration',
  component: RegistrationPage,
  decorators: [withPage],
  parameters: { route: '/registration' },
} satisfies Meta<typeof RegistrationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const programSelect = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Program' });

export const Loading: Story = {
  name: 'Loading programs',
  beforeEach: ({ msw }) => msw.use(...programs.loading),
  play: async ({ canvasElement }) => {
    await expect(within(programSelect(canvasElement)).getAllByRole('option')).toHaveLength(1);
  },
};

export const Empty: Story = {
  name: 'No program open',
  beforeEach: ({ msw }) => msw.use(...programs.empty),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Register and pay' });
    await expect(within(programSelect(canvasElement)).getAllByRole('option')).toHaveLength(1);
  },
};

export const Error: Story = {
  name: 'Program list could not load',
  beforeEach: ({ msw }) => msw.use(...programs.error),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(
      `The program list could not be loaded: ${serverFailure}`,
    );
  },
};

export const Full: Story = {
  name: 'Program preselected',
  parameters: { route: '/registration?program=fullstack-web-engineer' },
  beforeEach: ({ msw }) => msw.use(...programs.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('option', { name: /Full-Stack Web Engineer/ });
    await expect(programSelect(canvasElement)).toHaveValue('fullstack-web-engineer');
  },
};
