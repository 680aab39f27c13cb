import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminEbooks, ebookAdminApi, storyEbookId } from '../../testing/handlers/admin-ebooks';
import { serverFailure } from '../../testing/handlers/kit';
import { storyUsers, withPage } from '../../testing/page-story';
import { EbookManagementPage } from './ebook-management-page';

/** /ebookadmin: Skill_Up management for admins. */
const meta = {
  title: 'Web/Pages/Skill_Up authoring',
  component: EbookManagementPage,
  decorators: [withPage],
  parameters: { route: '/ebookadmin' },
  args: { user: storyUsers.admin },
} satisfies Meta<typeof EbookManagementPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const toast = (text: string) => within(document.body).findByText(text, { selector: 'div' });

export const Loading: Story = {
  name: 'Loading the e-books',
  beforeEach: ({ msw }) => msw.use(...adminEbooks.loading),
  play: async ({ canvas }) => {
    await canvas.findByText('Loading e-books…');
  },
};

export const Empty: Story = {
  name: 'No e-books yet',
  beforeEach: ({ msw }) => msw.use(...adminEbooks.empty),
  play: async ({ canvas }) => {
    await canvas.findByText('No e-books yet');
  },
};

export const LoadError: Story = {
  name: 'E-books could not load',
  beforeEach: ({ msw }) => msw.use(...adminEbooks.error),
  play: async ({ canvas }) => {
    await canvas.findByText('The e-books could not be loaded');
    await expect(canvas.getByText(serverFailure)).toBeInTheDocument();
  },
};

export const Full: Story = {
  name: 'Every e-book, drafts included',
  beforeEach: ({ msw }) => msw.use(...ebookAdminApi()),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Cloud notes' });
    await expect(canvas.getByText('Draft')).toBeInTheDocument();
  },
};

export const NotAdmin: Story = {
  name: 'Someone who is not an admin',
  args: { user: storyUsers.student },
  play: async ({ canvas }) => {
    await canvas.findByText('Admins only');
  },
};

export const Editing: Story = {
  name: 'An e-book: reorder modules, preview, publish',
  args: { ebookId: storyEbookId },
  beforeEach: ({ msw }) => msw.use(...ebookAdminApi()),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 3, name: '2. Pricing' });
    await userEvent.click(canvas.getByRole('button', { name: 'Move Pricing up' }));
    await canvas.findByRole('heading', { level: 3, name: '1. Pricing' });
    await userEvent.click(canvas.getAllByText('Preview as a reader sees it')[0]!);
    await expect(canvas.getByText('Pay for what you use.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await toast('Cloud notes is published.');
  },
};

export const EditorError: Story = {
  name: 'An e-book that could not load',
  args: { ebookId: storyEbookId },
  beforeEach: ({ msw }) => msw.use(...adminEbooks.error),
  play: async ({ canvas }) => {
    await canvas.findByText('This e-book could not be loaded');
  },
};

export const AddModule: Story = {
  name: 'Add a module: checked, then added',
  args: { ebookId: storyEbookId },
  beforeEach: ({ msw }) => msw.use(...ebookAdminApi()),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 3, name: '2. Pricing' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add module' }));
    await canvas.findAllByText('Write the module’s text');
    await userEvent.type(canvas.getByLabelText(/^Module title/), 'Security');
    await userEvent.type(canvas.getByLabelText(/^Text/), 'Least privilege.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add module' }));
    await canvas.findByRole('heading', { level: 3, name: '3. Security' });
  },
};
