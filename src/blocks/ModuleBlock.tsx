import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleBlock as ModuleBlockSpec } from '../engine/specTypes.generated';
import { ExtensionComponentsContext } from '../ui/extensionComponents';

const NO_PROPS: Readonly<Record<string, unknown>> = {};

/**
 * Places a bespoke module by name from the extension components the shell provides (lazy; the page's
 * Suspense boundary shows 'Loading…'). An unknown name — which the validator already refuses — shows a notice.
 */
export default function ModuleBlock({ block }: { block: ModuleBlockSpec }) {
  const { t } = useTranslation('blocks');
  const { modules } = useContext(ExtensionComponentsContext);
  const Module = Object.hasOwn(modules, block.name) ? modules[block.name] : undefined;
  if (!Module) {
    return (
      <p className="module-unknown" role="status">
        {t('module.unknown', { name: block.name, interpolation: { escapeValue: false } })}
      </p>
    );
  }
  return <Module props={(block.props as Record<string, unknown> | undefined) ?? NO_PROPS} from={block.from} />;
}
