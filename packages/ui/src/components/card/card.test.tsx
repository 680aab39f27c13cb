import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardHeader } from './card';

describe('Card', () => {
  it('renders the element and heading level asked for', () => {
    render(
      <Card as="article">
        <CardHeader title="Data Engineer" level={2} />
      </Card>,
    );
    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Data Engineer' })).toBeInTheDocument();
  });
});
