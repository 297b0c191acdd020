// @vitest-environment jsdom
import { createMemoryRouter, type DataRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { LoadedPage, RouteEntry } from './engine/routeTypes';
import { buildRoutes } from './router';

// The route tree is what is under test, not the components or the real spec manifest.
vi.mock('virtual:futureslab/routes', () => ({ routes: [], redirects: {} }));
vi.mock('./blocks/PageRenderer', () => ({ default: () => null }));
vi.mock('./shell/Layout', () => ({ default: () => null }));
vi.mock('./shell/NotFound', () => ({ default: () => null }));
vi.mock('./shell/PageLoading', () => ({ default: () => null }));

function entry(id: string, path: string): RouteEntry {
  const page = { id, path, kind: 'general', title: { en: id, de: id }, description: { en: id, de: id }, blocks: [] } as LoadedPage;
  return { id, path, kind: 'general', status: 'live', title: page.title, load: vi.fn(async () => ({ default: page })) };
}

function makeRouter(initial: string): { router: DataRouter; pages: RouteEntry[] } {
  const pages = [entry('home', '/'), entry('trend-following', '/strategies/trend-following')];
  const holder: { router?: DataRouter } = {};
  const currentHash = () => holder.router?.state.navigation.location?.hash ?? '';
  holder.router = createMemoryRouter(buildRoutes(pages, { '/strategies/trend-follow': '/strategies/trend-following' }, currentHash), {
    initialEntries: [initial],
  });
  return { router: holder.router, pages };
}

async function settled(router: DataRouter): Promise<void> {
  await vi.waitFor(() => {
    expect(router.state.initialized).toBe(true);
    expect(router.state.navigation.state).toBe('idle');
  });
}

const leafId = (router: DataRouter) => router.state.matches.at(-1)?.route.id;

describe('buildRoutes', () => {
  it('loads a page lazily, on first visit only', async () => {
    const { router, pages } = makeRouter('/');
    await settled(router);
    expect(leafId(router)).toBe('home');
    expect(pages[0]?.load).toHaveBeenCalledTimes(1);
    expect(pages[1]?.load).not.toHaveBeenCalled();
    await router.navigate('/strategies/trend-following');
    expect(leafId(router)).toBe('trend-following');
    expect(pages[1]?.load).toHaveBeenCalledTimes(1);
  });

  it('sends an unknown path to the not-found route inside the layout', async () => {
    const { router } = makeRouter('/no/such/page');
    await settled(router);
    expect(leafId(router)).toBe('not-found');
    expect(router.state.matches.map((match) => match.route.id)).toEqual(['root', 'pages', 'not-found']);
  });

  it('redirects an old path to the canonical one, keeping the query', async () => {
    const { router } = makeRouter('/strategies/trend-follow?ref=menu');
    await settled(router);
    expect(router.state.location.pathname).toBe('/strategies/trend-following');
    expect(router.state.location.search).toBe('?ref=menu');
    expect(leafId(router)).toBe('trend-following');
  });

  it('keeps the hash of an in-app navigation to an old path, replacing the history entry', async () => {
    const { router } = makeRouter('/');
    await settled(router);
    await router.navigate('/strategies/trend-follow?ref=x#signals');
    expect(router.state.location).toMatchObject({ pathname: '/strategies/trend-following', search: '?ref=x', hash: '#signals' });
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
