// What a browser gets besides the API: the sandbox checkout's pages when no payment provider is
// configured, the built web app and the uploaded profile pictures (http/web.ts), and for any other
// path the app (a GET or HEAD outside /api and /uploads) or the JSON 404.
import fp from 'fastify-plugin';
import { registerWeb } from '../http/web';
import { registerPaymentSandbox } from '../modules/payments/public';

export const webPlugin = fp(
  async (app) => {
    const { ctx } = app;
    const { config } = ctx;
    // Without a real provider (PAYMENT_URL), the demo pays through this server's sandbox checkout.
    if (!config.paymentUrl) {
      await registerPaymentSandbox(app, ctx);
      if (config.env === 'production')
        app.log.warn(
          'payments: PAYMENT_URL is not set, so students pay in the sandbox checkout (no money moves)',
        );
    }

    const web = await registerWeb(app, { webDist: config.webDist, storage: ctx.storage });
    app.setNotFoundHandler((req, reply) => {
      const api =
        req.url.startsWith('/api/') || req.url === '/api' || req.url.startsWith('/uploads/');
      if (!api && (req.method === 'GET' || req.method === 'HEAD'))
        return web.sendApp(reply, req.url);
      return reply.code(404).send({ message: 'Not found.' });
    });
  },
  { name: 'campus-web', dependencies: ['campus-database'] },
);
