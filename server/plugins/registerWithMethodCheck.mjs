// @ts-check

/**
 * Registers `routes` (a plugin) in a scope of its own and answers every other method on each of
 * its paths with 405 and an `Allow` header read from the routes it registered (plus `OPTIONS` where
 * a POST route invites a CORS preflight). The 405 answers stand outside the routes' scope (no body
 * parser or rate limit of theirs applies to a method they do not serve), except OPTIONS: it stays
 * inside, so the routes' CORS hook answers a preflight first, and it is not rate limited.
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
    /** @param {string[]} methods @returns {import('fastify').RouteHandlerMethod} */
    const methodNotAllowed = (methods) => {
      const allow = [...methods, ...(methods.includes('POST') ? ['OPTIONS'] : [])].join(', ');
      return async (_request, reply) => reply.code(405).header('Allow', allow).header('Cache-Control', 'no-store').send({ error: 'method not allowed' });
    };

    /** @type {[string, string[]][]} the routes' own paths and methods, before the 405 answers join them */
    let served = [];
    await scope.register(async (inner, innerOptions) => {
      await routes(inner, innerOptions);
      served = [...methodsByPath];
      for (const [url, methods] of served) {
        if (!methods.includes('OPTIONS')) inner.options(url, { config: { rateLimit: false } }, methodNotAllowed(methods));
      }
    }, options);

    for (const [url, methods] of served) {
      // HEAD follows GET (Fastify answers it with the GET route); OPTIONS is answered inside the scope.
      const others = scope.supportedMethods.filter((method) => !methods.includes(method) && method !== 'HEAD' && method !== 'OPTIONS');
      scope.route({ method: others, url, handler: methodNotAllowed(methods) });
    }
  });
}
