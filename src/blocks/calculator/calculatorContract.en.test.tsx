// @vitest-environment jsdom
/** The calculator DOM contract (./calculatorContract.testHelper.tsx) in English, with every spec example. */
import { vi } from 'vitest';
import { describeCalculatorContract } from './calculatorContract.testHelper';

vi.mock('virtual:futureslab/site', () => import('../testSite.testHelper'));
// Charts draw with plotly, which jsdom cannot run: a stand-in that resolves like Plotly.react.
vi.mock('plotly.js-basic-dist-min', () => ({ default: { react: (root: HTMLElement) => Promise.resolve(root), purge: () => undefined } }));

describeCalculatorContract(['en'], 'all');
