import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonGroup } from './skeleton';

describe('Skeleton', () => {
  it('is hidden itself and announced once per group', () => {
    render(
      <SkeletonGroup label="Loading courses">
        <Skeleton />
        <Skeleton />
      </SkeletonGroup>,
    );
    expect(screen.getByRole('status')).toHaveAccessibleName('');
    expect(screen.getByRole('status')).toHaveTextContent('Loading courses');
  });
});
