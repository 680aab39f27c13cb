import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box, CardGrid, CardGridLoading, Container, Inline, Stack } from './layout';

describe('layout', () => {
  it('Box renders the element asked for and keeps non-layout props on it', () => {
    render(
      <Box as="section" aria-label="Courses" padding="md">
        x
      </Box>,
    );
    const section = screen.getByRole('region', { name: 'Courses' });
    expect(section.tagName).toBe('SECTION');
    expect(section).not.toHaveAttribute('padding');
    expect(section.className).not.toBe('');
  });

  it('Stack, Inline and Container render their children', () => {
    render(
      <Container>
        <Stack>
          <Inline>
            <span>child</span>
          </Inline>
        </Stack>
      </Container>,
    );
    expect(screen.getByText('child')).toBeInTheDocument();
  });

  it('CardGrid is a list of cards; its loading state is busy with placeholders', () => {
    render(
      <>
        <CardGrid aria-label="Mentors">
          <li>one</li>
        </CardGrid>
        <CardGridLoading label="Loading mentors" count={4} />
      </>,
    );
    expect(screen.getByRole('list', { name: 'Mentors' })).toHaveTextContent('one');
    const loading = screen.getByRole('list', { name: 'Loading mentors' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading.querySelectorAll('li')).toHaveLength(4);
  });
});
