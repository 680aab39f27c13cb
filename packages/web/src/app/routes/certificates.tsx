import { useParams } from 'wouter';
import { AdminCertificatesPage } from '../../features/certificates/certificates-admin-page';
import { CertificateVerifyPage } from '../../features/certificates/verify-page';

/** /certificates/:code — public: anyone checks a certificate by its code. */
export function CertificateRoute() {
  const { code = '' } = useParams<{ code: string }>();
  return <CertificateVerifyPage key={code} code={code} />;
}

/** /admin/certificates — inside the admin layout (signed-in-routes.tsx). */
export function AdminCertificatesRoute() {
  return <AdminCertificatesPage />;
}
