import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SidePanel } from './side-panel';

describe('SidePanel', () => {
  it('is a named dialog with a close button', () => {
    render(
      <SidePanel.Root defaultOpen>
        <SidePanel.Content title="Profile">body</SidePanel.Content>
      </SidePanel.Root>,
    );
    expect(screen.getByRole('dialog', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close panel' })).toBeInTheDocument();
  });
});
