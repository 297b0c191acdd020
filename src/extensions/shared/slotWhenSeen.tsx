import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleProps } from '../../engine/extensionProps';
import { loadWhenSeen } from '../../ui/loadWhenSeen';
import type { Preloadable } from '../../ui/preloadable';

/**
 * A part placed on a page whose code (a simulator's player and run, the backtest lab) loads when it
 * comes near the viewport; until then an idle section with the contract's data attribute (`data-sim`,
 * `data-backtest` or a lab tool's `data-tool`) says 'Loading…'. Kept tiny: it is in every page's first load.
 */
export function slotWhenSeen(attribute: 'data-sim' | 'data-backtest' | 'data-tool', id: (props: ModuleProps) => string, load: () => Promise<{ default: ComponentType<ModuleProps> }>): Preloadable<ModuleProps> {
  function Placeholder(props: ModuleProps) {
    const { t } = useTranslation('common');
    return (
      <section {...{ [attribute]: id(props) }} data-state="idle">
        <p>{t('loading')}</p>
      </section>
    );
  }
  return loadWhenSeen(load, Placeholder);
}
