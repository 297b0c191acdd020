import type { CalculatorAddonProps } from '../addonTypes';

// Placeholder while the add-on is being built; replaced by its real implementation.
export default function Addon(_props: CalculatorAddonProps) {
  return null;
}
