/**
 * The names registered in src/modules/registry.ts, without importing React or the modules: the spec
 * validator (Node) rejects a `module` block whose name is not in this list. registry.test.ts keeps both in step.
 */
export const MODULE_NAMES: readonly string[] = ['order-analyzer', 'performance-pro'];
