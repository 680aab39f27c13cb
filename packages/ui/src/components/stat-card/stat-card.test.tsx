import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './stat-card';

describe('StatCard', () => {
  it('is a group named by its label with the value, the change in words and a link', () => {
    render(
      <StatCard
        label="Tasks waiting for review"
        value={12}
        delta={{ text: '+3 since yesterday', trend: 'up', tone: 'negative' }}
        href="/mentor-dashboard#queue"
      />,
    );
    const card = screen.getByRole('group', { name: 'Tasks waiting for review' });
    expect(card).toHaveTextContent('12');
    expect(card).toHaveTextContent('Up: +3 since yesterday');
    expect(
      screen.getByRole('link', { name: 'View all: Tasks waiting for review' }),
    ).toHaveAttribute('href', '/mentor-dashboard#queue');
  });

  it('keeps its label while loading and says it is loading', () => {
    render(<StatCard label="New sign-ups this week" loading delta={{ text: '', trend: 'up' }} />);
    const card = screen.getByRole('group', { name: 'New sign-ups this week' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(card).toHaveTextContent('Loading…');
  });

  it('renders through a router link component', () => {
    const RouterLink = (props: {
      href: string;
      className?: string;
      children?: React.ReactNode;
    }) => <a data-router="yes" {...props} />;
    render(<StatCard label="Students" value={40} href="/admin/students" linkAs={RouterLink} />);
    expect(screen.getByRole('link')).toHaveAttribute('data-router', 'yes');
  });
});
