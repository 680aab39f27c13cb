import type { BatchRef } from '@campus/sdk';
import { Button, EmptyState, Select, Skeleton, Stack, Text } from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { batchLabel } from '../../lib/batch-names';
import { QueryView } from '../../lib/query-view';
import { readableBatchesQuery } from './radar.api';

/** The batch the URL names (`?monthYear=2026-11&domain=fullstack`), or none when either is missing. */
export function batchFromSearch(search: URLSearchParams): BatchRef | null {
  const monthYear = search.get('monthYear')?.trim();
  const domain = search.get('domain')?.trim();
  return monthYear && domain ? { monthYear, domain } : null;
}

/** The same batch as the URL's search, the way `batchFromSearch` reads it. */
export function searchOfBatch(batch: BatchRef): URLSearchParams {
  return new URLSearchParams({ monthYear: batch.monthYear, domain: batch.domain });
}

export const sameBatch = (a: BatchRef, b: BatchRef) =>
  a.monthYear === b.monthYear && a.domain === b.domain;

const batchValue = (b: BatchRef) => `${b.monthYear}|${b.domain}`;

/**
 * The batch a report of one batch shows (the attendance, the progress grid): a mentor chooses among
 * their batches and an admin among all, and the batch chosen is in the URL, so a link can name it.
 * Without one in the URL, the first listed. `children` draws the chosen batch's report; it is keyed
 * by the batch, so a report's own state starts afresh with another batch.
 */
export function BatchChooser({ children }: { children: (batch: BatchRef) => ReactNode }) {
  const [search, setSearch] = useSearchParams();
  const asked = batchFromSearch(search);
  const batches = useQuery(readableBatchesQuery());
  return (
    <QueryView
      query={batches}
      loading={<Skeleton height="3rem" />}
      errorTitle="Your batches could not be loaded"
      isEmpty={(p) => p.items.length === 0 && !asked}
      empty={
        <EmptyState
          title="No batch yet"
          description="The report fills in once a batch is assigned to you."
        />
      }
    >
      {(p) => {
        const listed: BatchRef[] = p.items.map(({ monthYear, domain }) => ({ monthYear, domain }));
        // A batch named in the URL stays choosable even past the first 100 listed.
        const choices =
          asked && !listed.some((b) => sameBatch(b, asked)) ? [asked, ...listed] : listed;
        const batch = asked ?? choices[0]!;
        return (
          <Stack gap="md">
            <Select
              label="Batch"
              value={batchValue(batch)}
              onChange={(e) => {
                const next = choices.find((b) => batchValue(b) === e.target.value);
                if (next) setSearch(searchOfBatch(next), { replace: true });
              }}
              options={choices.map((b) => ({ value: batchValue(b), label: batchLabel(b) }))}
            />
            <Fragment key={batchValue(batch)}>{children(batch)}</Fragment>
          </Stack>
        );
      }}
    </QueryView>
  );
}

/** "Export CSV": `download` fetches the file and hands it to the browser; a failure says so. */
export function ExportButton({ download }: { download: () => Promise<void> }) {
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');
  return (
    <>
      <Button
        variant="secondary"
        loading={exporting === 'busy'}
        onClick={() => {
          setExporting('busy');
          download().then(
            () => setExporting('idle'),
            () => setExporting('failed'),
          );
        }}
      >
        Export CSV
      </Button>
      {exporting === 'failed' && (
        <Text role="alert" tone="danger" size="sm">
          The export failed. Try again.
        </Text>
      )}
    </>
  );
}
