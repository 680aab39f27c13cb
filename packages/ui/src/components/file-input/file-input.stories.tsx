import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FileInput } from './file-input';

// A 1×1 PNG made here, so the story needs no network.
const pixel = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

const meta = {
  title: 'Forms/FileInput',
  parameters: {
    docs: {
      description: {
        component:
          'Not used by the app yet: for task submissions with files and batch video uploads; FileDrop builds on it.',
      },
    },
  },
  component: FileInput,
  args: {
    label: 'Profile picture',
    accept: 'image/png, image/jpeg, image/webp',
    imagePreview: true,
    hint: 'PNG, JPEG or WebP, up to 2 MB.',
    onFilesChange: fn(),
  },
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ImageChosen: Story = {
  name: 'Image chosen, with preview',
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Profile picture');
    await userEvent.upload(input, new File([pixel], 'asha.png', { type: 'image/png' }));
    await expect(args.onFilesChange).toHaveBeenCalledOnce();
    await expect(
      await canvas.findByRole('img', { name: 'Preview of the chosen image' }),
    ).toBeInTheDocument();
  },
};

export const WithError: Story = {
  name: 'With error',
  args: { error: 'The file must be an image under 2 MB.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Profile picture')).toBeInvalid();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const RightToLeft: Story = {
  name: 'Right-to-left',
  args: { label: 'الصورة الشخصية', hint: 'PNG أو JPEG' },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
};
