import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { FileDrop, type FileDropItem, type FileDropProps } from './file-drop';

const MB = 1024 * 1024;

const inFlight: FileDropItem[] = [
  { id: '1', name: 'week-3-cart-page.pdf', size: 2.4 * MB, status: 'uploading', progress: 64 },
  { id: '2', name: 'screenshot-checkout.png', size: 812 * 1024, status: 'done' },
  {
    id: '3',
    name: 'notes.docx',
    size: 120 * 1024,
    status: 'error',
    error: 'Only PDF, PNG and JPEG files can be uploaded',
  },
  { id: '4', name: 'demo-recording.png', size: 3.1 * MB, status: 'queued' },
];

/** Keeps the list as the app would; files "upload" only when the story says so. */
function Demo(props: Partial<FileDropProps> & { initial?: FileDropItem[] }) {
  const { initial = [], ...rest } = props;
  const [items, setItems] = useState<FileDropItem[]>(initial);
  return (
    <div style={{ maxWidth: '36rem' }}>
      <FileDrop
        label="Attachments"
        hint="Your work for this task: the report and any screenshots."
        accept=".pdf,image/png,image/jpeg"
        acceptLabel="PDF, PNG or JPEG"
        maxSize={10 * MB}
        maxFiles={5}
        multiple
        items={items}
        onFilesAdded={(files) =>
          setItems((list) => [
            ...list,
            ...files.map((file, i) => ({
              id: `${file.name}-${list.length + i}`,
              name: file.name,
              size: file.size,
              status: 'uploading' as const,
              progress: 0,
            })),
          ])
        }
        onRemove={(id) => setItems((list) => list.filter((item) => item.id !== id))}
        onRetry={(id) =>
          setItems((list) =>
            list.map((item) =>
              item.id === id
                ? { ...item, status: 'uploading', progress: 0, error: undefined }
                : item,
            ),
          )
        }
        {...rest}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/FileDrop',
  component: Demo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Empty: PDF or images up to 10 MB' };

export const UploadsInFlight: Story = {
  name: 'Uploading, uploaded, refused by the server, waiting',
  args: { initial: inFlight },
};

export const AddAndRemoveWithKeyboard: Story = {
  name: 'Keyboard: add a file, then remove it',
  play: async ({ canvasElement, canvas }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(
      input,
      new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Added report.pdf.');
    await expect(canvas.getByRole('progressbar', { name: 'Uploading report.pdf' })).toBeVisible();
    canvas.getByRole('button', { name: 'Choose files' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove report.pdf' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByText('report.pdf')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveFocus();
  },
};

export const RefusedBeforeUpload: Story = {
  name: 'Refused before upload (type and size)',
  play: async ({ canvasElement, canvas }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(
      input,
      [
        new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
        new File([new Uint8Array(11 * MB)], 'huge-scan.pdf', { type: 'application/pdf' }),
      ],
      { applyAccept: false },
    );
    await expect(
      canvas.getByText('setup.exe is not an accepted type (PDF, PNG or JPEG).'),
    ).toBeVisible();
    await expect(canvas.getByText('huge-scan.pdf is 11 MB; the limit is 10 MB.')).toBeVisible();
  },
};

export const Disabled: Story = {
  name: 'Disabled (task closed)',
  args: { disabled: true, hint: 'This task is closed; nothing more can be attached.' },
};

export const OnA360pxPhone: Story = {
  name: 'On a 360 px phone, long file names',
  args: {
    initial: [
      {
        id: 'long',
        name: 'final-submission-week-3-cart-page-with-checkout-and-payment-flow-v2.pdf',
        size: 4.2 * MB,
        status: 'uploading',
        progress: 12,
      },
      ...inFlight.slice(2, 3),
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
