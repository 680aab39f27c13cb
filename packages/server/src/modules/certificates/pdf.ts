// The certificate as a one-page PDF (pdf-lib): the student's name, the course, the day it was issued
// (the time formatter, in UTC: the server does not know the student's zone), the verification code
// and the public URL, which is also a link. Saved without object streams, so the link's URL (and with
// it the code) stands in the file as plain text, for a reader or a test to find.
import { formatDate } from '@campus/time';
import { PDFDocument, PDFName, PDFString, rgb, StandardFonts, type PDFFont } from 'pdf-lib';
import type { CertificateRow } from '../../db/schema/index';
import { verifyUrl } from './dto';

const WIDTH = 842; // A4 landscape, in points
const HEIGHT = 595;
const INK = rgb(0.12, 0.14, 0.2);
const MUTED = rgb(0.38, 0.41, 0.48);
const ACCENT = rgb(0.16, 0.33, 0.75);
const ALERT = rgb(0.7, 0.1, 0.1);

/**
 * The standard fonts encode WinAnsi only: a character outside it (a name in Devanagari) would throw,
 * so it is written as "?" rather than failing the download.
 */
function encodable(font: PDFFont, text: string): string {
  return [...text]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return '?';
      }
    })
    .join('');
}

export async function certificatePdf(row: CertificateRow, origin: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const url = verifyUrl(origin, row.code);
  doc.setTitle(`Certificate ${row.code}`);
  doc.setSubject(url);
  doc.setProducer('Campus');
  doc.setCreationDate(row.issuedAt);
  doc.setModificationDate(row.issuedAt);
  const page = doc.addPage([WIDTH, HEIGHT]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  const centred = (text: string, y: number, size: number, font: PDFFont, color = INK) => {
    const safe = encodable(font, text);
    const width = font.widthOfTextAtSize(safe, size);
    page.drawText(safe, { x: (WIDTH - width) / 2, y, size, font, color });
    return width;
  };

  page.drawRectangle({
    x: 24,
    y: 24,
    width: WIDTH - 48,
    height: HEIGHT - 48,
    borderColor: ACCENT,
    borderWidth: 2,
  });
  centred('CERTIFICATE OF COMPLETION', 470, 28, bold, ACCENT);
  centred('This certifies that', 420, 14, regular, MUTED);
  centred(row.studentName, 380, 32, bold);
  centred('has completed the course', 340, 14, regular, MUTED);
  centred(row.courseTitle, 300, 24, bold);
  centred(`Issued on ${formatDate(row.issuedAt, { timeZone: 'UTC' })}`, 255, 14, regular);
  if (row.revokedAt) centred('REVOKED', 215, 20, bold, ALERT);
  centred(`Verification code: ${row.code}`, 110, 12, bold);
  const urlY = 88;
  const urlWidth = centred(url, urlY, 11, regular, ACCENT);

  // The printed URL is a link to the public verification page.
  const link = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [(WIDTH - urlWidth) / 2, urlY - 3, (WIDTH + urlWidth) / 2, urlY + 12],
    Border: [0, 0, 0],
    A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
  });
  page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]));

  return doc.save({ useObjectStreams: false });
}
