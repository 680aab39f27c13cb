import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw-server';
import { CourseDetailPage } from './course-detail-page';

function renderPage(courseId: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CourseDetailPage courseId={courseId} user={null} notFound={<h1>Page not found</h1>} />
    </QueryClientProvider>,
  );
}

describe('CourseDetailPage: no such course', () => {
  it('a malformed id (400 on the id) is the not-found page, not "Validation failed"', async () => {
    server.use(
      http.get('*/api/courses/:id', () =>
        HttpResponse.json(
          {
            message: 'Validation failed',
            errors: [{ path: 'id', msg: 'Id must be a valid id' }],
          },
          { status: 400 },
        ),
      ),
    );
    renderPage('abc');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText(/Validation failed/)).toBeNull();
  });

  it('an unknown id (404) is the not-found page too', async () => {
    server.use(
      http.get('*/api/courses/:id', () =>
        HttpResponse.json({ message: 'Course not found' }, { status: 404 }),
      ),
    );
    renderPage('00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
