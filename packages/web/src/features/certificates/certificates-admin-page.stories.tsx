import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { certificates } from '../../testing/handlers';
import { pageStates, withPage } from '../../testing/page-story';
import { AdminCertificatesPage } from './certificates-admin-page';

/** /admin/certificates: every certificate issued, with Revoke. */
const meta = {
  title: 'Web/Pages/Admin/Certificates',
  // Narrow screens: every state also runs (play and axe) at 360 px, in both themes.
  tags: ['narrow'],
  component: AdminCertificatesPage,
  decorators: [withPage],
  parameters: { route: '/admin/certificates' },
} satisfies Meta<typeof AdminCertificatesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(certificates, {
  loading: 'Certificates, newest first',
  empty: 'No certificate issued yet',
  ready: (canvas) => canvas.findByText('Full-stack foundations'),
});

export const List: Story = {
  name: 'Certificates',
  beforeEach: ({ msw }) => msw.use(...certificates.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Full-stack foundations');
    // Only a valid certificate can be revoked.
    await expect(canvas.getAllByRole('button', { name: /^Revoke the certificate/ })).toHaveLength(
      1,
    );
  },
};

export const RevokeDialog: Story = {
  name: 'Revoke: the dialog names the certificate and asks why',
  beforeEach: ({ msw }) => msw.use(...certificates.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: 'Revoke the certificate of Asha Rao for Full-stack foundations',
      }),
    );
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await expect(
      within(dialog).getByText('Revoke Asha Rao’s certificate for “Full-stack foundations”?'),
    ).toBeInTheDocument();
    await expect(within(dialog).getByLabelText(/Reason/)).toBeInTheDocument();
  },
};

export const Empty: Story = { name: 'None issued yet', ...states.empty };

export const Loading: Story = { ...states.loading };

export const Error: Story = { name: 'Could not load (retry)', ...states.error };
