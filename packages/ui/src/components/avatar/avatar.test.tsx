import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, getInitials } from './avatar';

describe('getInitials', () => {
  it('takes the first and last word', () => {
    expect(getInitials('Asha Rao')).toBe('AR');
    expect(getInitials('Asha Lakshmi Rao')).toBe('AR');
    expect(getInitials('madonna')).toBe('M');
    expect(getInitials('   ')).toBe('?');
    expect(getInitials('आशा राव')).toBe('आर');
  });
});

describe('Avatar', () => {
  it('shows the image with the name as alt, and initials when it fails', () => {
    render(<Avatar name="Asha Rao" src="/a.png" />);
    const img = screen.getByRole('img', { name: 'Asha Rao' });
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Asha Rao' })).toHaveTextContent('AR');
  });
});
