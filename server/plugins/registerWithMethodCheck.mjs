// @ts-check

/**
 * Registers `routes` (a plugin) in a scope of its own and answers every other method on each of
 * its paths with 405 and an `Allow` header read from the routes it registered (plus `OPTIONS` where
 * a POST route invites a CORS preflight). The 405 answers stand outside the routes' scope: no body
 * parser, rate limit or CORS of theirs applies to a method they do not serve.
 * @template {Record<string, unknown>} Options
 * @param {import('fastify').FastifyInstance} app
 * @param {(app: import('fastify').FastifyInstance, options: Options) => Promise<void>} routes
 * @param {Options} options
 */
export async function registerWithMethodCheck(app, routes, options) {
  await app.register(async (scope) => {
    /** @type {Map<string, string[]>} */
    const methodsByPath = new Map();
    scope.addHook('onRoute', (route) => {
      // Wildcards (the CORS preflight's `OPTIONS *`) and the HEAD twins of GET routes name no path of their own.
      if (route.url.includes('*')) return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') methodsByPath.set(route.url, [...(methodsByPath.get(route.url) ?? []), method]);
      }
    });
    await scope.register(routes, options);

    for (const [url, methods] of [...methodsByPath]) {
      const allow = [...methods, ...(methods.includes('POST') ? ['OPTIONS'] : [])].join(', ');
      // HEAD follows GET (Fastify answers it with the GET route); OPTIONS belongs to the CORS preflight.
      const others = scope.supportedMethods.filter((method) => !methods.includes(method) && method !== 'HEAD' && method !== 'OPTIONS');
      scope.route({
        method: others,
        url,
        handler: async (_request, reply) => reply.code(405).header('Allow', allow).header('Cache-Control', 'no-store').send({ error: 'method not allowed' }),
      });
    }
  });
}
