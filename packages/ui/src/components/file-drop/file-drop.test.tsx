import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  checkFiles,
  FileDrop,
  fileMatchesAccept,
  formatFileSize,
  type FileDropItem,
} from './file-drop';

const pdf = (name = 'report.pdf', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const exe = () => new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });

describe('file checks', () => {
  it('matches extensions, exact types and type/*', () => {
    expect(fileMatchesAccept({ name: 'a.PDF', type: '' }, '.pdf')).toBe(true);
    expect(fileMatchesAccept({ name: 'a.png', type: 'image/png' }, 'image/*')).toBe(true);
    expect(fileMatchesAccept({ name: 'a.zip', type: 'application/zip' }, '.pdf,image/*')).toBe(
      false,
    );
    expect(fileMatchesAccept({ name: 'a.zip', type: 'application/zip' }, undefined)).toBe(true);
  });

  it('refuses by type, size and count with a reason in words', () => {
    const { accepted, rejected } = checkFiles(
      [pdf('a.pdf'), exe(), pdf('big.pdf', 3 * 1024 * 1024), pdf('c.pdf')],
      {
        accept: '.pdf',
        acceptLabel: 'PDF only',
        maxSize: 1024 * 1024,
        maxFiles: 2,
        already: 1,
      },
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(rejected.map((r) => r.message)).toEqual([
      'setup.exe is not an accepted type (PDF only).',
      'big.pdf is 3 MB; the limit is 1 MB.',
      'c.pdf was not added: at most 2 files.',
    ]);
  });

  it('writes sizes as people read them', () => {
    expect(formatFileSize(812)).toBe('812 bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
  });
});

describe('FileDrop', () => {
  const base = {
    label: 'Attachments',
    accept: '.pdf',
    acceptLabel: 'PDF',
    maxSize: 1024 * 1024,
    multiple: true,
  };

  it('adds picked files through the button and announces them', async () => {
    const onFilesAdded = vi.fn();
    const onFilesRejected = vi.fn();
    render(
      <FileDrop
        {...base}
        items={[]}
        onFilesAdded={onFilesAdded}
        onFilesRejected={onFilesRejected}
      />,
    );
    const button = screen.getByRole('button', { name: 'Choose files' });
    expect(button).toHaveAccessibleDescription('PDF, up to 1 MB each');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    await userEvent.click(button);
    expect(click).toHaveBeenCalled();
    // applyAccept off: the browser's picker would filter, a drop would not; FileDrop checks both.
    await userEvent.upload(input, [pdf(), exe()], { applyAccept: false });
    expect(onFilesAdded).toHaveBeenCalledWith([expect.objectContaining({ name: 'report.pdf' })]);
    expect(onFilesRejected).toHaveBeenCalledWith([
      expect.objectContaining({
        reason: 'type',
        message: 'setup.exe is not an accepted type (PDF).',
      }),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Added report.pdf. setup.exe is not an accepted type (PDF).',
    );
  });

  it('takes dropped files', () => {
    const onFilesAdded = vi.fn();
    render(<FileDrop {...base} items={[]} onFilesAdded={onFilesAdded} />);
    const zone = screen.getByRole('group', { name: 'Attachments' });
    fireEvent.dragEnter(zone);
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('notes.pdf')] } });
    expect(onFilesAdded).toHaveBeenCalledWith([expect.objectContaining({ name: 'notes.pdf' })]);
    expect(zone).toHaveAttribute('data-dragging', 'false');
  });

  it('shows progress, failures in the server’s words, and announces how uploads end', () => {
    const items: FileDropItem[] = [
      { id: '1', name: 'a.pdf', size: 2048, status: 'uploading', progress: 40 },
      { id: '2', name: 'b.pdf', size: 4096, status: 'uploading', progress: 90 },
    ];
    const { rerender } = render(<FileDrop {...base} items={items} onFilesAdded={() => {}} />);
    expect(screen.getByRole('progressbar', { name: 'Uploading a.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    rerender(
      <FileDrop
        {...base}
        items={[
          { ...items[0]!, status: 'done' },
          { ...items[1]!, status: 'error', error: 'File type not allowed' },
        ]}
        onFilesAdded={() => {}}
      />,
    );
    expect(screen.getByText('File type not allowed')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'a.pdf uploaded. b.pdf failed: File type not allowed.',
    );
  });

  it('removes and retries by keyboard, keeping focus in the field', async () => {
    const onRemove = vi.fn();
    const onRetry = vi.fn();
    render(
      <FileDrop
        {...base}
        items={[{ id: '9', name: 'c.pdf', size: 10, status: 'error', error: 'Network error' }]}
        onFilesAdded={() => {}}
        onRemove={onRemove}
        onRetry={onRetry}
      />,
    );
    screen.getByRole('button', { name: 'Retry c.pdf' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledWith('9');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledWith('9');
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveFocus();
  });
});
