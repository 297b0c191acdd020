// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from './renderWithProviders.testHelper';
import StepsBlock from './StepsBlock';

vi.mock('virtual:futureslab/site', () => import('./testSite.testHelper'));
afterEach(cleanup);

describe('StepsBlock', () => {
  it('renders numbered steps as an ordered list', () => {
    const { container } = renderWithProviders(
      <StepsBlock
        block={{
          type: 'steps',
          heading: { en: 'Quick start', de: 'Schnellstart' },
          items: [
            { title: { en: 'Export', de: 'Exportieren' }, text: { en: 'Download your **orders**.', de: 'Orders laden.' } },
            { title: { en: 'Upload', de: 'Hochladen' }, text: { en: 'Drop the file.', de: 'Datei ablegen.' } },
          ],
        }}
      />,
    );
    const list = container.querySelector('ol.steps');
    expect(list?.querySelectorAll(':scope > li')).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Export', 'Upload']);
    expect(list?.querySelector('strong')?.textContent).toBe('orders');
  });
});
