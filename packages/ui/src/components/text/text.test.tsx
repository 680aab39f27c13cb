import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading, Text } from './text';

describe('Text and Heading', () => {
  it('renders a paragraph by default and another element when asked', () => {
    render(
      <>
        <Text>para</Text>
        <Text as="span">inline</Text>
      </>,
    );
    expect(screen.getByText('para').tagName).toBe('P');
    expect(screen.getByText('inline').tagName).toBe('SPAN');
  });

  it('keeps the outline level apart from the visual size', () => {
    render(
      <Heading level={2} size="display">
        Courses
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Courses' })).toBeInTheDocument();
  });
});
