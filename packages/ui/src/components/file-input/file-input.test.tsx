import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileInput } from './file-input';

describe('FileInput', () => {
  it('hands the files over and previews an image', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const onFilesChange = vi.fn();
    render(<FileInput label="Photo" imagePreview onFilesChange={onFilesChange} />);
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Photo'), file);
    expect(onFilesChange).toHaveBeenCalledWith([file]);
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
  });
});
