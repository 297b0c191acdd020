// @vitest-environment jsdom
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AccordionBlock from './AccordionBlock';
import { renderWithProviders } from './renderWithProviders.testHelper';

vi.mock('virtual:futureslab/site', () => import('./testSite.testHelper'));
afterEach(cleanup);

const item = (n: number) => ({ title: { en: `Question ${n}`, de: `Frage ${n}` }, body: { en: `Answer **${n}**`, de: `Antwort ${n}` } });

describe('AccordionBlock', () => {
  it('renders a heading and one closed <details> per item with Markdown bodies', () => {
    const { container, getByRole } = renderWithProviders(
      <AccordionBlock block={{ type: 'accordion', heading: { en: 'FAQ', de: 'FAQ' }, items: [item(1), item(2)] }} />,
    );
    expect(getByRole('heading', { level: 2 }).textContent).toBe('FAQ');
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(2);
    expect([...details].every((d) => !d.open)).toBe(true);
    expect(details[0]?.querySelector('summary')?.textContent).toBe('Question 1');
    expect(details[0]?.querySelector('strong')?.textContent).toBe('1');
  });

  it('opens items independently of each other', () => {
    const { container } = renderWithProviders(<AccordionBlock block={{ type: 'accordion', items: [item(1), item(2), item(3)] }} />);
    const details = [...container.querySelectorAll('details')];
    // jsdom does not toggle <details> on a summary click; set `open` as the browser would.
    (details[0] as HTMLDetailsElement).open = true;
    (details[2] as HTMLDetailsElement).open = true;
    fireEvent(details[0] as HTMLElement, new Event('toggle'));
    expect(details.map((d) => d.open)).toEqual([true, false, true]);
  });
});
