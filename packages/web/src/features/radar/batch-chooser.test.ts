import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { batchFromSearch, sameBatch, searchOfBatch } from './batch-chooser';

describe('the batch in the URL', () => {
  it('reads the batch the report’s link names, and writes it back the same way', () => {
    const batch = { monthYear: '2026-11', domain: 'data science' };
    const href = `${paths.radarAttendance.href()}?${searchOfBatch(batch).toString()}`;
    expect(href).toBe('/radar/attendance?monthYear=2026-11&domain=data+science');
    expect(batchFromSearch(new URLSearchParams(href.split('?')[1]))).toEqual(batch);
    expect(sameBatch(batch, { ...batch })).toBe(true);
    expect(sameBatch(batch, { ...batch, domain: 'data' })).toBe(false);
  });

  it('names no batch when either part is missing or blank', () => {
    expect(batchFromSearch(new URLSearchParams('monthYear=2026-11'))).toBeNull();
    expect(batchFromSearch(new URLSearchParams('monthYear=2026-11&domain=%20'))).toBeNull();
    expect(paths.radarAttendance.href()).toBe('/radar/attendance');
    expect(paths.radarProgress.href()).toBe('/radar/progress');
  });
});
