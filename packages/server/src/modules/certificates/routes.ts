// Certificates: issued once when a student completes a course (the courses area's
// completion hook, extensions.onCourseCompleted, in the completing transaction), announced by a
// certificate_issued notification (completions without one get it from an hourly backfill job),
// downloadable as a PDF by its owner or an admin, verifiable by
// anyone by its code, revocable by an admin with a reason.
import type { AppContext } from '../../context';
import { defineHandlers, me, type Handler, type Handlers } from '../../http/router';
import { CertificatesService } from './certificates';
import { CertificateIssuer } from './issue';
import { certificatePdf } from './pdf';

/** How often completions without a certificate are looked for (the first run is at start). */
const BACKFILL_EVERY_MS = 3_600_000;

export function certificateHandlers(ctx: AppContext): Handlers {
  const issuer = new CertificateIssuer(ctx);
  const service = new CertificatesService(ctx);

  ctx.extensions.onCourseCompleted.push((tx, completion) => issuer.issue(tx, completion));
  ctx.extensions.jobs.push({
    name: 'issue-missing-certificates',
    everyMs: BACKFILL_EVERY_MS,
    run: async () => {
      const n = await issuer.backfill();
      if (n > 0) ctx.log.info({ issued: n }, 'issued certificates for earlier completions');
    },
  });

  const downloadCertificatePdf: Handler<'downloadCertificatePdf'> = async (c) => {
    const row = await service.forDownload(me(c), c.params.code);
    const bytes = await certificatePdf(row, ctx.config.publicUrl);
    return c.reply
      .code(200)
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="certificate-${row.code}.pdf"`)
      .header('cache-control', 'private')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(bytes));
  };

  return defineHandlers({
    listCertificates: (c) => service.list(c.query),
    listMyCertificates: (c) => service.mine(me(c)),
    verifyCertificate: (c) => service.verify(c.params.code),
    downloadCertificatePdf,
    revokeCertificate: (c) => service.revoke(me(c), c.params.code, c.body.reason),
  });
}
