// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ProseBlock from './ProseBlock';
import { renderWithProviders } from './renderWithProviders.testHelper';

vi.mock('virtual:futureslab/site', () => import('./testSite.testHelper'));
afterEach(cleanup);

describe('ProseBlock', () => {
  it('renders the heading and the Markdown body in the current language with {{name}} filled in', () => {
    const { container } = renderWithProviders(
      <ProseBlock
        block={{
          type: 'prose',
          heading: { en: 'What is liquidation?', de: 'Was ist Liquidation?' },
          body: { en: 'EN', de: 'Auf {{name}} lernst du:\n\n### Markpreis {#mark-price}\n\n- Hebel\n- [Tools](/tools)' },
        }}
      />,
      { lang: 'de' },
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Was ist Liquidation?');
    expect(container.querySelector('h3#mark-price')?.textContent).toBe('Markpreis');
    expect(container.textContent).toContain('Auf FuturesLab lernst du:');
    expect(screen.getByRole('link', { name: 'Tools' }).getAttribute('href')).toBe('/tools');
  });
});
