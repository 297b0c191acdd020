// @vitest-environment jsdom
/**
 * The calculator DOM contract (./calculatorContract.testHelper.tsx) in English, with every spec example: the
 * second, fourth, sixth… calculator (./calculatorContract.en-1.test.tsx has the others).
 */
import { vi } from 'vitest';
import { describeCalculatorContract } from './calculatorContract.testHelper';

vi.mock('virtual:futureslab/site', () => import('../testSite.testHelper'));
vi.mock('plotly.js-basic-dist-min', () => import('../../ui/plotlyStandIn.testHelper'));

describeCalculatorContract(['en'], 'all', { part: 2, of: 2 });
