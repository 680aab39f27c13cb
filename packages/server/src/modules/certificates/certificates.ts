// Reading and revoking certificates: the student's own, the admin's list (by cursor), the public
// verification by code, and an admin's revoke with a reason. A PDF is for its owner or an admin.
import type {
  Certificate,
  CertificatePage,
  CertificateVerification,
  OperationQuery,
} from '@campus/sdk/model';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { certificates, type CertificateRow } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { conflict, fieldError, notFound } from '../../http/errors';
import { cursorScope, keysetKeys, keysetPage, type Keyset } from '../../lib/cursor';
import { toCertificate, toVerification } from './dto';
import { canonicalCode } from './issue';

const newestFirst: Keyset = {
  list: 'certificates',
  keys: [
    { expr: certificates.issuedAt, type: 'timestamptz', dir: 'desc' },
    { expr: certificates.id, type: 'uuid', dir: 'desc' },
  ],
};

const NOT_FOUND = 'Certificate not found.';

export class CertificatesService {
  constructor(private readonly ctx: AppContext) {}

  private get origin() {
    return this.ctx.config.publicUrl;
  }

  private async byCode(code: string): Promise<CertificateRow | undefined> {
    const [row] = await this.ctx.db
      .select()
      .from(certificates)
      .where(eq(certificates.code, canonicalCode(code)));
    return row;
  }

  async mine(student: Principal): Promise<Certificate[]> {
    const rows = await this.ctx.db
      .select()
      .from(certificates)
      .where(eq(certificates.studentId, student.id))
      .orderBy(desc(certificates.issuedAt), desc(certificates.id));
    return rows.map((r) => toCertificate(r, this.origin));
  }

  async list(query: OperationQuery<'listCertificates'>): Promise<CertificatePage> {
    const page = keysetPage(newestFirst, cursorScope({}), query);
    const rows = await this.ctx.db
      .select({ row: certificates, keys: keysetKeys(newestFirst) })
      .from(certificates)
      .where(page.after)
      .orderBy(...page.order)
      .limit(page.limit);
    const { items, nextCursor, pageSize } = page.finish(rows, (r) => r.keys);
    return { items: items.map((r) => toCertificate(r.row, this.origin)), nextCursor, pageSize };
  }

  async verify(code: string): Promise<CertificateVerification> {
    const row = await this.byCode(code);
    if (!row) throw notFound(NOT_FOUND);
    return toVerification(row);
  }

  /** The certificate for its PDF: its owner's or any for an admin; anyone else 404. */
  async forDownload(user: Principal, code: string): Promise<CertificateRow> {
    const row = await this.byCode(code);
    if (!row || (user.role !== 'admin' && row.studentId !== user.id)) throw notFound(NOT_FOUND);
    return row;
  }

  async revoke(admin: Principal, code: string, reason: string): Promise<Certificate> {
    // The public page shows the reason: three characters of spaces say nothing.
    if (reason.trim().length < 3) throw fieldError('reason', 'Reason must say why');
    const [row] = await this.ctx.db
      .update(certificates)
      .set({ revokedAt: this.ctx.now(), revokedReason: reason.trim(), revokedBy: admin.id })
      .where(and(eq(certificates.code, canonicalCode(code)), isNull(certificates.revokedAt)))
      .returning();
    if (row) return toCertificate(row, this.origin);
    if (await this.byCode(code)) throw conflict('This certificate is already revoked.');
    throw notFound(NOT_FOUND);
  }
}
