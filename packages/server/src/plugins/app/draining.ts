import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * True once the server is being stopped: its health check answers 503 so a proxy sends
     * new requests to another server, while the requests it already has are finished.
     */
    draining: boolean;
  }
}

export default fp(
  async (app) => {
    app.decorate('draining', false);
    app.addHook('preClose', async () => {
      app.draining = true;
    });
  },
  { name: 'draining' },
);
