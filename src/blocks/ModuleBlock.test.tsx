// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { Suspense, lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModuleProps } from '../engine/extensionProps';
import { ExtensionComponentsContext } from '../ui/extensionComponents';
import ModuleBlock from './ModuleBlock';
import { renderWithProviders } from './renderWithProviders.testHelper';

vi.mock('virtual:futureslab/site', () => import('./testSite.testHelper'));
const components = {
  addons: {},
  modules: { demo: lazy(async () => ({ default: ({ props }: ModuleProps) => <p>demo module {String(props.size)}</p> })) },
};
afterEach(cleanup);

describe('ModuleBlock', () => {
  it('renders a registered module lazily and passes its props', async () => {
    renderWithProviders(
      <ExtensionComponentsContext.Provider value={components}>
        <Suspense fallback={<p>Loading…</p>}>
          <ModuleBlock block={{ type: 'module', name: 'demo', props: { size: 3 } }} />
        </Suspense>
      </ExtensionComponentsContext.Provider>,
    );
    expect(await screen.findByText('demo module 3')).toBeTruthy();
  });

  it('shows a notice for an unknown name (and never looks at inherited keys)', () => {
    renderWithProviders(<ModuleBlock block={{ type: 'module', name: 'constructor' }} />);
    expect(screen.getByRole('status').textContent).toBe('The module “constructor” is not available.');
  });
});
