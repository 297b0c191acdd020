// @vitest-environment jsdom
/**
 * The catalogue's filters live in the URL query: changes that follow each other before the page has
 * re-rendered with the new query all stay (the router merges a change into the query it last rendered).
 */
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import StrategyCatalogueBlock from './StrategyCatalogueBlock';

afterEach(cleanup);

describe('StrategyCatalogueBlock', () => {
  it('keeps a category and a level chosen one right after the other in the URL', async () => {
    const router = createMemoryRouter([{ path: '/strategies/overview', element: <StrategyCatalogueBlock block={{ type: 'strategy-catalogue' }} /> }], { initialEntries: ['/strategies/overview'] });
    const { container } = render(<RouterProvider router={router} />);
    const category = container.querySelector<HTMLSelectElement>('select[name="category"]')!;
    const level = container.querySelector<HTMLSelectElement>('select[name="level"]')!;
    await act(async () => {
      fireEvent.change(category, { target: { value: 'risk-management' } });
      fireEvent.change(level, { target: { value: 'beginner' } });
    });
    expect(router.state.location.search).toBe('?category=risk-management&level=beginner');
    expect(category.value).toBe('risk-management');
    expect(level.value).toBe('beginner');
  });
});
