import { Suspense, useCallback, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalculatorResult } from '../../engine/evaluateCalculator';
import type { Lang } from '../../engine/localize';
import type { CalculatorAddon, CalculatorSpec } from '../../engine/specTypes.generated';
import BlockBoundary from '../BlockBoundary';
import type { AddonInputValue } from '../../engine/extensionProps';
import { ExtensionComponentsContext, type AddonComponent } from '../../ui/extensionComponents';

const NO_PROPS: Readonly<Record<string, unknown>> = {};

export type AddonPlace = NonNullable<CalculatorAddon['place']>;

export interface CalculatorAddonsProps {
  spec: CalculatorSpec;
  place: AddonPlace;
  result: CalculatorResult;
  setInputs: (values: Readonly<Record<string, AddonInputValue | undefined>>) => void;
  /** Replaces the messages of the add-on at `index` of `spec.addons`. */
  report: (index: number, messages: readonly string[]) => void;
  lang: Lang;
  idPrefix: string;
}

function AddonSlot({ index, Addon, props, report, ...shared }: Omit<CalculatorAddonsProps, 'place'> & { index: number; Addon: AddonComponent; props: Readonly<Record<string, unknown>> }) {
  const { t } = useTranslation('calc');
  const ownReport = useCallback((messages: readonly string[]) => report(index, messages), [report, index]);
  return (
    <Suspense fallback={<p className="calc-addon-loading">{t('addonLoading')}</p>}>
      <Addon {...shared} report={ownReport} props={props} />
    </Suspense>
  );
}

/**
 * The add-ons a calculator spec places at one position of its form (`addons: [{ name, place, props }]`),
 * each lazily loaded behind its own Suspense and error boundary, so a failing add-on never takes the
 * calculator down. The validator has refused unknown names; one that is still unknown is skipped.
 */
export default function CalculatorAddons({ spec, place, ...shared }: CalculatorAddonsProps) {
  const registry = useContext(ExtensionComponentsContext).addons;
  const here = useMemo(
    () => (spec.addons ?? []).map((addon, index) => ({ addon, index })).filter(({ addon }) => (addon.place ?? 'afterResults') === place),
    [spec.addons, place],
  );
  if (here.length === 0) return null;
  return (
    <div className={`calc-addons calc-addons-${place}`}>
      {here.map(({ addon, index }) => {
        const Addon = Object.hasOwn(registry, addon.name) ? registry[addon.name] : undefined;
        if (!Addon) return null;
        return (
          <div className="calc-addon" data-addon={addon.name} key={index}>
            <BlockBoundary type={`addon ${addon.name}`}>
              <AddonSlot {...shared} spec={spec} index={index} Addon={Addon} props={(addon.props as Record<string, unknown> | undefined) ?? NO_PROPS} />
            </BlockBoundary>
          </div>
        );
      })}
    </div>
  );
}
