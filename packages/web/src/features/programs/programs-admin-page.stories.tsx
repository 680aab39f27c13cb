import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminPrograms, programsAdminApi } from '../../testing/handlers/admin-programs';
import { withPage } from '../../testing/page-story';
import { tableStates } from '../../testing/table-states';
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

const states = tableStates({
  table: 'Programs',
  groups: adminPrograms,
  api: programsAdminApi,
  errorTitle: 'The programs could not be loaded',
  ready: 'Data Science with Python',
});

const body = () => within(document.body);
const table = (el: HTMLElement) => within(el).findByRole('table', { name: 'Programs' });

export const Loading: Story = { name: 'Loading the programs', ...states.loading };

export const Empty: Story = {
  name: 'No programs stored',
  beforeEach: ({ msw }) => msw.use(...adminPrograms.empty),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No programs yet');
  },
};

export const LoadError: Story = {
  name: 'Programs could not load, then Try again',
  ...states.error,
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

export const NarrowScreen: Story = { name: 'At 360 px', ...states.narrow };
