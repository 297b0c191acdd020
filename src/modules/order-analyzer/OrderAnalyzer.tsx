import type { ModuleProps } from '../registry';

// Entry point placeholder while the module is being built (replaced by the module's UI).
export default function Module(_: ModuleProps) {
  return null;
}
