// Reading a multipart request before validation (step 2 of router.ts): the boundary checked, every
// field a string, every file part buffered under the operation's upload limits, and the result laid
// on the request as the body and files the handler gets.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Operation } from './contract';
import { HttpError, validationFailed } from './errors';
import { stripControlsFromNames } from './input-guard';
import type { UploadGate } from './uploads';

/** An operation's own upload limits (HandlerOptions.upload in router.ts). */
export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
}

/** What reading a form needs of the router's options. */
export interface MultipartOptions {
  /** Where uploads stream to, and who may upload now (http/uploads.ts). */
  uploads: UploadGate;
  maxFileBytes: number;
}

export async function readMultipart(
  req: FastifyRequest,
  reply: FastifyReply,
  op: Operation,
  opts: MultipartOptions,
  limits?: UploadLimits,
): Promise<void> {
  try {
    await readParts(
      req,
      op,
      opts.uploads,
      limits?.maxFileBytes ?? opts.maxFileBytes,
      limits?.maxFiles ?? (op.fileFields.length || 1),
    );
  } catch (err) {
    // The rest of a refused form is not read: the connection closes with the answer.
    reply.header('connection', 'close');
    if (!limits) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') {
      const field = op.fileFields[0] ?? 'files';
      throw validationFailed([
        { path: field, msg: `At most ${limits.maxFiles} files may be sent at once` },
      ]);
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(
        413,
        `A file is too large (at most ${Math.round(limits.maxFileBytes / 1024 / 1024)} MB each).`,
      );
    }
    throw err;
  }
}

/** RFC 2046 §5.1.1: a boundary is 1 to 70 characters. */
export const MAX_BOUNDARY = 70;

/**
 * The form's boundary, checked before busboy reads a byte (a boundary of a few hundred characters
 * makes the parser fail with a 5xx). The one check for every multipart operation.
 */
function assertBoundary(contentType: string): void {
  const m = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  const boundary = m ? (m[1] ?? m[2] ?? '') : '';
  if (boundary.length === 0 || boundary.length > MAX_BOUNDARY)
    throw new HttpError(
      400,
      `The form could not be read: its boundary must be 1 to ${MAX_BOUNDARY} characters (multipart/form-data; boundary=…).`,
    );
}

async function readParts(
  req: FastifyRequest,
  op: Operation,
  uploads: UploadGate,
  maxFileBytes: number,
  maxFiles: number,
): Promise<void> {
  if (!req.isMultipart()) {
    throw new HttpError(415, 'Send this form as multipart/form-data.');
  }
  assertBoundary(req.headers['content-type'] ?? '');
  const fields: Record<string, unknown> = {};
  for await (const part of req.parts({ limits: { fileSize: maxFileBytes, files: maxFiles } })) {
    if (part.type === 'file') {
      if (!op.fileFields.includes(part.fieldname)) {
        part.file.resume(); // drain and ignore files the contract does not expect
        throw validationFailed([{ path: part.fieldname, msg: `${part.fieldname} is not allowed` }]);
      }
      const { path, size } = await uploads.receive(req, part.file);
      // Past fileSize busboy stops writing and marks the part: refuse now, read no further part.
      if (part.file.truncated) throw new req.server.multipartErrors.RequestFileTooLargeError();
      if (size === 0) continue; // an empty file input means "no new file"
      const upload = {
        field: part.fieldname,
        filename: part.filename,
        mimetype: part.mimetype,
        path,
        size,
      };
      req.uploads[part.fieldname] = upload;
      req.uploadList.push(upload);
    } else {
      fields[part.fieldname] = part.value;
    }
  }
  stripControlsFromNames(fields);
  req.body = fields;
}
