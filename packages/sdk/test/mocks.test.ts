import { describe, expect, it } from 'vitest';
import * as mocks from '../src/msw';
import * as schemas from '../src/zod';

// The fake data that stories and tests see must be data the contract allows: every generated
// response factory is checked against the contract's zod schema for the same operation.
const factories = Object.entries(mocks).filter(
  (entry): entry is [string, () => unknown] =>
    /^get\w+ResponseMock$/.test(entry[0]) && typeof entry[1] === 'function',
);
const zodByName = schemas as unknown as Record<
  string,
  { safeParse?: (v: unknown) => { success: boolean; error?: unknown } }
>;

describe('generated fake data', () => {
  it('has a response factory for most operations', () => {
    expect(factories.length).toBeGreaterThan(20);
  });

  const checked = factories.flatMap(([name, factory]) => {
    const operation = name.replace(
      /^get(\w)(\w*)ResponseMock$/,
      (_, first: string, rest: string) => first.toLowerCase() + rest,
    );
    const schema = zodByName[`${operation}Response`];
    return schema?.safeParse ? [[operation, factory, schema] as const] : [];
  });

  it.each(checked)('%s answers data its response schema accepts', (_operation, factory, schema) => {
    for (let i = 0; i < 25; i++) {
      const sample = factory();
      const result = schema.safeParse!(sample);
      expect(result.error, JSON.stringify(sample).slice(0, 500)).toBeUndefined();
    }
  });

  it('serves every operation, from any origin', () => {
    const handlers = mocks.getCampusMockHandlers();
    const perOperation = Object.keys(mocks).filter((k) => /^get\w+MockHandler$/.test(k));
    expect(handlers).toHaveLength(perOperation.length);
    for (const handler of handlers) expect(String(handler.info.path)).toMatch(/^\*\/api\//);
  });
});
