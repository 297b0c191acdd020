// @vitest-environment jsdom
/**
 * The calculator DOM contract (./calculatorContract.testHelper.tsx) in English, with every spec example: the
 * first, third, fifth… calculator (./calculatorContract.en-2.test.tsx has the others; one file took a minute).
 */
import { vi } from 'vitest';
import { describeCalculatorContract } from './calculatorContract.testHelper';

vi.mock('virtual:futureslab/site', () => import('../testSite.testHelper'));
vi.mock('plotly.js-basic-dist-min', () => import('../../ui/plotlyStandIn.testHelper'));

describeCalculatorContract(['en'], 'all', { part: 1, of: 2 });
