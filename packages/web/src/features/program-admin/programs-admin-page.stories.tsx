import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminPrograms, programsAdminApi } from '../../testing/handlers/admin-programs';
import { serverFailure } from '../../testing/handlers/kit';
import { withPage } from '../../testing/page-story';
import { AdminProgramsPage } from './programs-admin-page';

/** /admin/programs: the program pages' content, edited in a sheet. */
const meta = {
  title: 'Web/Pages/Admin programs',
  component: AdminProgramsPage,
  decorators: [withPage],
  parameters: { route: '/admin/programs' },
} satisfies Meta<typeof AdminProgramsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const table = (el: HTMLElement) => within(el).findByRole('table', { name: 'Programs' });

export const Loading: Story = {
  name: 'Loading the programs',
  beforeEach: ({ msw }) => msw.use(...adminPrograms.loading),
  play: async ({ canvasElement }) => {
    await waitFor(async () =>
      expect(await table(canvasElement)).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const Empty: Story = {
  name: 'No programs stored',
  beforeEach: ({ msw }) => msw.use(...adminPrograms.empty),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No programs yet');
  },
};

export const LoadError: Story = {
  name: 'Programs could not load, then Try again',
  beforeEach: ({ msw }) => msw.use(...adminPrograms.error),
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('The programs could not be loaded');
    await expect(canvas.getByText(serverFailure)).toBeInTheDocument();
    msw.use(...programsAdminApi());
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await within(await table(canvasElement)).findByText('Data Science with Python');
  },
};

export const Full: Story = {
  name: 'Every program with its price in ₹ and status',
  beforeEach: ({ msw }) => msw.use(...adminPrograms.full),
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await rows.findByText('₹49,999');
    await expect(rows.getByText('Draft')).toBeInTheDocument();
    await expect(rows.getByText('/fullstack-web-engineer')).toBeInTheDocument();
  },
};

export const EditPrice: Story = {
  name: 'Edit a price and a section; checked, then saved',
  beforeEach: ({ msw }) => msw.use(...programsAdminApi()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit Data Science with Python' }),
    );
    const sheet = within(
      await body().findByRole('dialog', { name: 'Edit Data Science with Python' }),
    );
    const topics = sheet.getByLabelText(/^Section 1 topics/);
    await userEvent.clear(topics);
    await userEvent.click(sheet.getByRole('button', { name: 'Save program' }));
    await sheet.findAllByText('List at least one topic, one per line (each up to 200 characters)');
    await userEvent.type(topics, 'Python basics{enter}Pandas');
    await userEvent.click(sheet.getByRole('button', { name: 'Move section 2 up' }));
    await expect(sheet.getByLabelText(/^Section 1 title/)).toHaveValue('Modelling');
    const price = sheet.getByLabelText(/^Price/);
    await userEvent.clear(price);
    await userEvent.type(price, '54999');
    await userEvent.click(sheet.getByRole('button', { name: 'Save program' }));
    await body().findByText('Data Science with Python is saved.');
    await within(await table(canvasElement)).findByText('₹54,999');
  },
};

export const NarrowScreen: Story = {
  name: 'At 360 px',
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: ({ msw }) => msw.use(...adminPrograms.full),
  play: async ({ canvasElement }) => {
    await within(await table(canvasElement)).findByText('₹49,999');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
