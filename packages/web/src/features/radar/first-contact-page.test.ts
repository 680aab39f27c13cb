import { describe, expect, it } from 'vitest';
import { readFirstContactPosition } from './first-contact-page';

describe('readFirstContactPosition', () => {
  it('reads the page and page size the view offers', () => {
    expect(readFirstContactPosition(new URLSearchParams('page=3&pageSize=50'))).toEqual({
      page: 3,
      pageSize: 50,
    });
  });

  it('drops what it does not offer, so a hand-edited link opens the first page', () => {
    expect(readFirstContactPosition(new URLSearchParams('page=0&pageSize=7'))).toEqual({
      page: 1,
      pageSize: 20,
    });
    expect(readFirstContactPosition(new URLSearchParams('page=2.5'))).toEqual({
      page: 1,
      pageSize: 20,
    });
  });
});
