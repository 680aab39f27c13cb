import { describe, expect, it } from 'vitest';
import { radarFilters, radarParams, writeRadarFilters } from './radar-filters';

describe('the radar’s filters in the URL', () => {
  it('reads a rule and the trail, and asks the server from the trail’s last page', () => {
    const f = radarFilters(new URLSearchParams('rule=tasks_overdue&after=abc.def'));
    expect(f).toEqual({ rule: 'tasks_overdue', trail: ['abc', 'def'] });
    expect(radarParams(f)).toEqual({ rule: 'tasks_overdue', cursor: 'def' });
    expect(writeRadarFilters(f).toString()).toBe('rule=tasks_overdue&after=abc.def');
  });

  it('drops a rule it does not know, so a hand-edited link opens every flag', () => {
    expect(radarFilters(new URLSearchParams('rule=payment_overdue'))).toEqual({ trail: [] });
    expect(radarParams({ trail: [] })).toEqual({});
  });
});
