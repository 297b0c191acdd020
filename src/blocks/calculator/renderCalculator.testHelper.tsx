/**
 * Test helpers for calculator UI tests (jsdom): render a calculator spec with i18next (calc +
 * blocks catalogs, synchronous) and a router, and find its outputs. Test files still need
 * `vi.mock('virtual:futureslab/site', () => import('../testSite.testHelper'))` (mocks are per test file).
 */
import { fireEvent, render, screen, type RenderResult } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import blocksDe from '../../../public/locales/de/blocks.json';
import blocksEn from '../../../public/locales/en/blocks.json';
import calcDe from '../../../public/locales/de/calc.json';
import calcEn from '../../../public/locales/en/calc.json';
import type { Lang } from '../../engine/localize';
import type { CalculatorSpec } from '../../engine/specTypes.generated';
import CalculatorBlock from '../CalculatorBlock';
import { extensionComponents } from '../../extensions/registry';
import { ExtensionComponentsContext, type ExtensionComponents } from '../../ui/extensionComponents';

/**
 * Renders `spec` as a calculator block in `lang` (with the site's add-ons unless `addons` gives others);
 * returns the render result and the i18next instance.
 */
export function renderCalculator(spec: CalculatorSpec, lang: Lang = 'en', addons: ExtensionComponents['addons'] = extensionComponents.addons): RenderResult & { i18n: i18n } {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: ['en', 'de'],
    ns: ['calc', 'blocks'],
    defaultNS: 'calc',
    resources: { en: { calc: calcEn, blocks: blocksEn }, de: { calc: calcDe, blocks: blocksDe } },
    initAsync: false,
    react: { useSuspense: false },
  });
  const view = render(
    <I18nextProvider i18n={instance}>
      <MemoryRouter>
        <ExtensionComponentsContext.Provider value={{ addons, modules: {} }}>
          <CalculatorBlock block={{ type: 'calculator', calculator: spec }} />
        </ExtensionComponentsContext.Provider>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { ...view, i18n: instance };
}

/** The `<output name=…>` element of that name; throws when it is not rendered. */
export function output(name: string): HTMLOutputElement {
  const element = document.querySelector<HTMLOutputElement>(`output[name="${name}"]`);
  if (!element) throw new Error(`no output ${name}`);
  return element;
}

/** Types `text` into the control labelled `label` (a change event, as a user's edit). */
export function type(label: string | RegExp, text: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
}
