import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('renders its content when open and describes the trigger', () => {
    render(
      <Tooltip content="Help text" defaultOpen>
        <button>Info</button>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip')).toHaveTextContent('Help text');
    expect(screen.getByRole('button', { name: 'Info' })).toHaveAccessibleDescription('Help text');
  });
});
