// What request logs may show of a URL: signed file links (`sig`) and one-time
// or bearer tokens in a query string are secrets for as long as they are valid, so their values are
// replaced before pino writes the line. Headers are redacted by the logger's `redact` paths.
const SECRET_PARAMS = /([?&](?:sig|token|access_token|signature)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** pino `req` serializer: Fastify's default fields with the URL redacted. */
export function redactedRequest(req: {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    hostname: req.hostname,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
