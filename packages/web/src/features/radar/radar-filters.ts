import { RadarRule, type ListRadarParams } from '@campus/sdk';
import { readTrail, writeTrail } from '../../lib/query-table';

/** The radar's filters as the URL keeps them: `?rule=tasks_overdue&after=…`. */
export interface RadarFilters {
  rule?: RadarRule;
  /** The cursors of the pages before this one, oldest first. */
  trail: string[];
}

const rules = new Set<string>(Object.values(RadarRule));
const isRule = (value: string): value is RadarRule => rules.has(value);

/** Reads the filters; a rule the radar does not know is left out, so an edited link still opens. */
export function radarFilters(search: URLSearchParams): RadarFilters {
  const rule = search.get('rule') ?? '';
  return { ...(isRule(rule) ? { rule } : {}), trail: readTrail(search) };
}

export function writeRadarFilters(f: RadarFilters): URLSearchParams {
  const q = new URLSearchParams();
  if (f.rule) q.set('rule', f.rule);
  writeTrail(q, f.trail);
  return q;
}

/** What the server is asked: the rule, from the page the trail ends at. */
export function radarParams({ rule, trail }: RadarFilters): ListRadarParams {
  const cursor = trail.at(-1);
  return { ...(rule ? { rule } : {}), ...(cursor ? { cursor } : {}) };
}
