// @vitest-environment jsdom
/** The calculator DOM contract (./calculatorContract.testHelper.tsx) in German, with the first spec example of each calculator. */
import { vi } from 'vitest';
import { describeCalculatorContract } from './calculatorContract.testHelper';

vi.mock('virtual:futureslab/site', () => import('../testSite.testHelper'));
vi.mock('plotly.js-basic-dist-min', () => import('../../ui/plotlyStandIn.testHelper'));

describeCalculatorContract(['de'], 'first');
