// UploadGate.receive's own edge (the HTTP journeys are in uploads.test.ts): a part whose client went
// away while its temporary file was being made leaves no file behind, since the answer's cleanup has
// already run by then.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { UploadGate } from './uploads';

const dataDir = mkdtempSync(join(tmpdir(), 'campus-upload-gate-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const requestWith = (closed: boolean) =>
  ({ uploadTemps: { paths: [], closed } }) as unknown as FastifyRequest;

describe('UploadGate.receive', () => {
  const gate = new UploadGate(dataDir, () => 0);

  it('keeps a part of a request still open, and lists it for the cleanup', async () => {
    const req = requestWith(false);
    const got = await gate.receive(req, Readable.from([Buffer.from('hello')]));
    expect(got.size).toBe(5);
    expect(req.uploadTemps.paths).toEqual([got.path]);
    expect(existsSync(got.path)).toBe(true);
    rmSync(got.path);
  });

  it('keeps nothing of a part whose client went away meanwhile', async () => {
    const req = requestWith(true);
    await expect(gate.receive(req, Readable.from([Buffer.from('hello')]))).rejects.toThrow(
      /went away/,
    );
    expect(req.uploadTemps.paths).toEqual([]);
    expect(readdirSync(gate.dir)).toEqual([]);
  });
});
