import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  revokedCertificate,
  validCertificate,
  verifyAnswer,
  verifyStates,
} from '../../testing/handlers';
import { pageStates, withPage } from '../../testing/page-story';
import { CertificateVerifyPage } from './verify-page';

const code = validCertificate.code;

/** /certificates/<code>: anyone checks a certificate, without signing in. */
const meta = {
  title: 'Web/Pages/Certificate verification',
  // Narrow screens: every state also runs (play and axe) at 360 px, in both themes.
  tags: ['narrow'],
  component: CertificateVerifyPage,
  decorators: [withPage],
  parameters: { route: `/certificates/${code}` },
  args: { code },
} satisfies Meta<typeof CertificateVerifyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(
  { full: [verifyAnswer(validCertificate)], empty: [], ...verifyStates },
  {
    loading: 'Checking the certificate…',
    ready: (canvas) => canvas.findByText('This certificate is valid'),
  },
);

export const Valid: Story = {
  name: 'Valid',
  beforeEach: ({ msw }) => msw.use(verifyAnswer(validCertificate)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('This certificate is valid');
    await expect(
      canvas.getByRole('heading', { name: validCertificate.courseTitle }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(validCertificate.studentName)).toBeInTheDocument();
  },
};

export const TypedInLowerCase: Story = {
  name: 'Typed in lower case, with spaces',
  args: { code: code.toLowerCase().replace(/(.{4})(?=.)/g, '$1 ') },
  beforeEach: ({ msw }) => msw.use(verifyAnswer(validCertificate)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('This certificate is valid');
    // Once found, the page names the code as the certificate carries it.
    await expect(canvas.getByText(`Code ${code}`)).toBeInTheDocument();
  },
};

export const Revoked: Story = {
  name: 'Revoked, with the reason',
  args: { code: revokedCertificate.code },
  beforeEach: ({ msw }) => msw.use(verifyAnswer(revokedCertificate)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('This certificate was revoked');
    await expect(
      canvas.getByText(new RegExp(revokedCertificate.revokedReason ?? '')),
    ).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  name: 'Unknown code',
  args: { code: 'ABCDEFGHIJKLMNOP' },
  beforeEach: ({ msw }) => msw.use(verifyAnswer(null)),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No certificate has this code');
  },
};

export const Loading: Story = { name: 'Checking', ...states.loading };

export const Error: Story = { name: 'Could not be checked (retry)', ...states.error };
