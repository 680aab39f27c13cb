import { normalizeError, type Certificate } from '@campus/sdk';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Heading,
  Inline,
  Link,
  Stack,
  Text,
  visuallyHidden,
} from '@campus/ui';
import { formatDate } from '@campus/time';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../config/paths';
import { QueryView } from '../../lib/query-view';
import { myCertificatesQuery, useDownloadCertificate } from './certificates.api';

function CertificateItem({ certificate: c }: { certificate: Certificate }) {
  const download = useDownloadCertificate(c.code);
  return (
    <li>
      <Stack gap="xs">
        <Inline gap="sm" align="center" wrap>
          <Text weight="semibold">{c.courseTitle}</Text>
          {c.status === 'revoked' && <Badge tone="danger">Revoked</Badge>}
        </Inline>
        <Text size="sm" tone="muted">
          Issued <time dateTime={c.issuedAt}>{formatDate(c.issuedAt)}</time> · code {c.code}
          {c.status === 'revoked' && c.revokedReason ? ` · revoked: ${c.revokedReason}` : ''}
        </Text>
        <Inline gap="sm" align="center" wrap>
          <Button
            size="sm"
            variant="secondary"
            loading={download.isPending}
            onClick={() => download.mutate()}
            aria-label={`Download PDF of ${c.courseTitle}`}
          >
            Download PDF
          </Button>
          <Link as={RouterLink} href={paths.certificate.href(c.code)}>
            Public page<span className={visuallyHidden}> of {c.courseTitle}</span>
          </Link>
        </Inline>
        {download.isError && (
          <Text size="sm" tone="danger" role="alert">
            {normalizeError(download.error).message}
          </Text>
        )}
      </Stack>
    </li>
  );
}

/**
 * The student's certificates on /profile: each course completed, with its PDF and the
 * public page anyone can check it at. A new one arrives with its notification (certificate_issued).
 */
export function MyCertificates() {
  const certificates = useQuery(myCertificatesQuery());
  return (
    <Card as="section" aria-labelledby="my-certificates-title">
      <Stack gap="md">
        <Heading level={2} size="lg" id="my-certificates-title">
          Certificates
        </Heading>
        <QueryView
          query={certificates}
          loading="Loading your certificates…"
          errorTitle="Your certificates could not be loaded"
          empty={
            <EmptyState
              level={3}
              title="No certificate yet"
              description="Complete every lesson of a course (and pass its quizzes) to earn one."
            />
          }
        >
          {(list) => (
            <Stack as="ul" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.map((c) => (
                <CertificateItem key={c._id} certificate={c} />
              ))}
            </Stack>
          )}
        </QueryView>
      </Stack>
    </Card>
  );
}
