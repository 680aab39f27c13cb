// What every request meets before an area sees it: JSON bodies parsed with their exact bytes kept,
// plain HTML forms (the sandbox checkout's, a mail client's one-click unsubscribe) as their fields,
// multipart forms within the upload limits, compression, `Connection: close` while the server shuts
// down, and the one error shape (`{ message }`, never a stack).
import multipart from '@fastify/multipart';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { HttpError, SERVER_ERROR_MESSAGE, type ErrorBody } from '../http/errors';
import { isMalformedMultipart, MALFORMED_MULTIPART } from '../http/input-guard';
import { registerCompression } from '../http/web';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes of a JSON body (the payment webhook's signature covers them). */
    rawBody?: Buffer;
  }
}

export const httpPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
      const buf = body as Buffer;
      req.rawBody = buf;
      if (buf.length === 0) return done(null, undefined);
      try {
        done(null, JSON.parse(buf.toString('utf8')));
      } catch {
        done(new HttpError(400, 'The request body is not valid JSON.'), undefined);
      }
    });
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    await app.register(multipart, {
      limits: { fileSize: config.maxImageBytes, fields: 20, fieldSize: 64 * 1024 },
    });

    await registerCompression(app);

    // A request that is still running when close() starts gets its answer with `Connection: close`,
    // so its keep-alive connection ends with it. Otherwise the server would wait for that now idle
    // connection to time out (keepAliveTimeout, config.timeouts) before close() could finish.
    let closing = false;
    app.addHook('onSend', async (_req, reply, payload) => {
      if (closing) reply.header('connection', 'close');
      return payload;
    });
    app.addHook('preClose', async () => {
      closing = true;
    });

    app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
      if (err instanceof HttpError) {
        if (err.extra.headers) reply.headers(err.extra.headers);
        return reply.code(err.status).send(err.body());
      }
      const code = (err as FastifyError).code;
      let status = (err as FastifyError).statusCode ?? 500;
      let body: ErrorBody;
      if (code === 'FST_REQ_FILE_TOO_LARGE') {
        status = 413;
        body = {
          message: `The file is too large (at most ${Math.round(config.maxImageBytes / 1024 / 1024)} MB).`,
        };
      } else if (isMalformedMultipart(err)) {
        status = 400;
        body = { message: MALFORMED_MULTIPART };
      } else if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        body = { message: 'The request is too large.' };
      } else if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        status = 415;
        body = {
          message: 'Unsupported content type. Send JSON (or a form where the contract says so).',
        };
      } else if (status >= 400 && status < 500) {
        body = { message: err.message };
      } else {
        req.log.error({ err }, 'request failed');
        status = 500;
        body = { message: SERVER_ERROR_MESSAGE };
      }
      return reply.code(status).send(body);
    });
  },
  { name: 'campus-http' },
);
