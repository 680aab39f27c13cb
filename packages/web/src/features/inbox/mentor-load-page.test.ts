import { describe, expect, it } from 'vitest';
import { readLoadPosition } from './mentor-load-page';

describe('readLoadPosition', () => {
  it('reads the sort, order, page and page size the view offers', () => {
    expect(
      readLoadPosition(
        new URLSearchParams('sort=medianFirstResponse&order=asc&page=3&pageSize=50'),
      ),
    ).toEqual({ sort: 'medianFirstResponse', order: 'asc', page: 3, pageSize: 50 });
  });

  it('drops what it does not offer, so a hand-edited link still opens the first page', () => {
    expect(readLoadPosition(new URLSearchParams('sort=weight&order=up&page=0&pageSize=7'))).toEqual(
      {},
    );
    expect(readLoadPosition(new URLSearchParams('sort=toString&page=2.5'))).toEqual({});
  });
});
