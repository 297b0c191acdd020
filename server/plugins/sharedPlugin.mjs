// @ts-check

/**
 * Marks a Fastify plugin as not encapsulated (what the `fastify-plugin` package does): its
 * decorations and hooks belong to the instance that registers it, so later plugins can use what it
 * opened. Routes it registers inside a nested `app.register` keep their own scope.
 * @template {(app: import('fastify').FastifyInstance, options: never) => Promise<void>} Plugin
 * @param {Plugin} plugin
 * @returns {Plugin}
 */
export function sharedPlugin(plugin) {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
