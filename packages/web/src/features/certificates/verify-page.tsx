import { Alert, Card, Heading, Link, PageHeader, Stack, Text } from '@campus/ui';
import { formatDate, formatDateTime } from '@campus/time';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../config/paths';
import { QueryView } from '../../lib/query-view';
import { verifyCertificateQuery } from './certificates.api';

/**
 * /certificates/<code>: open to anyone, signed in or not. Says who earned which course
 * and when — nothing else about them — and, once an admin revoked it, that it no longer stands,
 * with the reason and the date.
 */
export function CertificateVerifyPage({ code }: { code: string }) {
  const certificate = useQuery(verifyCertificateQuery(code));
  return (
    <Stack gap="lg">
      {/* The code as stored once it is found: a code typed in lower case or with spaces verifies. */}
      <PageHeader
        title="Certificate verification"
        description={`Code ${certificate.data?.code ?? code}`}
      />
      <QueryView
        query={certificate}
        loading="Checking the certificate…"
        errorTitle="The certificate could not be checked"
        notFound={
          <Alert tone="warning" title="No certificate has this code">
            Check the code against the certificate: it is 16 letters and digits. A certificate
            Campus issued always verifies here.
          </Alert>
        }
      >
        {(c) => (
          <Card as="section" aria-labelledby="certificate-title">
            <Stack gap="md">
              {c.status === 'revoked' ? (
                <Alert tone="danger" title="This certificate was revoked">
                  Revoked on{' '}
                  {c.revokedAt && <time dateTime={c.revokedAt}>{formatDate(c.revokedAt)}</time>}.
                  Reason: {c.revokedReason}
                </Alert>
              ) : (
                <Alert tone="success" title="This certificate is valid">
                  Campus issued it and it has not been revoked.
                </Alert>
              )}
              <Heading level={2} size="lg" id="certificate-title">
                {c.courseTitle}
              </Heading>
              <Text>
                Earned by <strong>{c.studentName}</strong> on{' '}
                <time dateTime={c.issuedAt} title={formatDateTime(c.issuedAt)}>
                  {formatDate(c.issuedAt)}
                </time>
                .
              </Text>
            </Stack>
          </Card>
        )}
      </QueryView>
      <Link as={RouterLink} href={paths.courses.href()}>
        Browse Campus courses
      </Link>
    </Stack>
  );
}
