import type { Certificate } from '@campus/sdk';
import {
  AlertDialog,
  Alert,
  Badge,
  Button,
  dataTableColumnHelper,
  EmptyState,
  linkClassName,
  PageHeader,
  Stack,
  Textarea,
} from '@campus/ui';
import { formatDate } from '@campus/time';
import { normalizeError } from '@campus/sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { cursorListPosition, QueryTable, type CursorListPosition } from '../../lib/query-table';
import { certificatesQuery, useRevokeCertificate } from './certificates.api';

/**
 * Revoke behind a confirmation that names the certificate; the reason (which the public page will
 * show) is asked for in the dialog, which stays open with the server's refusal if there is one.
 */
function RevokeCertificate({ certificate: c }: { certificate: Certificate }) {
  const revoke = useRevokeCertificate(c.code);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const tooShort = reason.trim().length < 3;
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          revoke.reset();
          setReason('');
        }
      }}
    >
      <AlertDialog.Trigger asChild>
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Revoke the certificate of ${c.studentName} for ${c.courseTitle}`}
        >
          Revoke
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content
        title={`Revoke ${c.studentName}’s certificate for “${c.courseTitle}”?`}
        description={`Code ${c.code}. Its public page will say it was revoked, with your reason. It cannot be undone.`}
        confirmLabel="Revoke"
        tone="danger"
        loading={revoke.isPending}
        closeOnConfirm={false}
        onConfirm={() => {
          if (tooShort) return;
          revoke.mutate(reason.trim(), { onSuccess: () => setOpen(false) });
        }}
      >
        <Textarea
          label="Reason (shown on the public page)"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          required
          rows={3}
        />
        {revoke.error ? <Alert tone="danger">{normalizeError(revoke.error).message}</Alert> : null}
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

const column = dataTableColumnHelper<Certificate>();

const columns = [
  column.accessor('studentName', { header: 'Student' }),
  column.accessor('courseTitle', { header: 'Course' }),
  column.accessor('issuedAt', {
    header: 'Issued',
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatDate(getValue())}</time>,
  }),
  column.accessor('code', {
    header: 'Code',
    cell: ({ getValue }) => (
      <Link className={linkClassName()} href={paths.certificate.href(getValue())}>
        {getValue()}
      </Link>
    ),
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row }) =>
      row.original.status === 'revoked' ? (
        <Badge tone="danger" title={row.original.revokedReason ?? undefined}>
          Revoked
        </Badge>
      ) : (
        <Badge tone="success">Valid</Badge>
      ),
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) =>
      row.original.status === 'valid' ? <RevokeCertificate certificate={row.original} /> : null,
  }),
];

const pageSizes = [20, 50, 100] as const;

/** /admin/certificates: every certificate issued, newest first, paged by cursor. */
export function AdminCertificatesPage() {
  const [position, setPosition] = useState<CursorListPosition<never>>({});
  const trail = position.trail ?? [];
  const cursor = trail[trail.length - 1];
  const certificates = useQuery(
    certificatesQuery({ pageSize: position.pageSize ?? 20, ...(cursor ? { cursor } : {}) }),
  );
  return (
    <Stack gap="lg">
      <PageHeader title="Certificates" description="Issued when a student completes a course." />
      <QueryTable
        query={certificates}
        errorTitle="The certificates could not be loaded"
        caption="Certificates, newest first"
        captionHidden
        columns={columns}
        getRowId={(c) => c._id}
        skeletonRows={3}
        {...cursorListPosition(
          position,
          (next) => setPosition((current) => ({ ...current, trail: [], ...next })),
          { sorts: {}, pageSizeOptions: pageSizes },
        )}
        empty={<EmptyState level={2} title="No certificate issued yet" />}
      />
    </Stack>
  );
}
