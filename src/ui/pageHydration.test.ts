// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Module = typeof import('./pageHydration');

/** A fresh copy of the module: its state belongs to the first page of a document. */
async function fresh(): Promise<Module> {
  vi.resetModules();
  return import('./pageHydration');
}

const marked = () => document.documentElement.hasAttribute('data-hydrated');

beforeEach(() => {
  document.documentElement.removeAttribute('data-hydrated');
});

describe('pageHydration', () => {
  it('marks the page hydrated once the page and every one of its blocks have', async () => {
    const { pageRendered, blockHydrated } = await fresh();
    pageRendered(['hero', 'calculator-1']);
    expect(marked()).toBe(false);
    blockHydrated('hero', null);
    expect(marked()).toBe(false);
    blockHydrated('calculator-1', null);
    expect(marked()).toBe(true);
  });

  it('counts blocks that hydrated before the page named them, and marks a page without blocks at once', async () => {
    const first = await fresh();
    first.blockHydrated('hero', null);
    first.pageRendered(['hero']);
    expect(marked()).toBe(true);

    document.documentElement.removeAttribute('data-hydrated');
    const second = await fresh();
    second.pageRendered([]);
    expect(marked()).toBe(true);
  });

  it('only the first page counts: a later page does not change what is awaited', async () => {
    const { pageRendered, blockHydrated } = await fresh();
    pageRendered(['hero']);
    pageRendered([]);
    expect(marked()).toBe(false);
    blockHydrated('hero', null);
    expect(marked()).toBe(true);
  });

  it('hands a block the edits made in its prerendered fields before it hydrated', async () => {
    const { pageRendered, blockHydrated } = await fresh();
    const block = document.createElement('div');
    block.innerHTML = '<input name="leverage" value="10">';
    const field = block.querySelector('input')!;
    field.value = '20';
    const seen: string[] = [];
    field.addEventListener('input', () => seen.push(field.value));
    pageRendered(['calculator']);
    blockHydrated('calculator', block);
    expect(seen).toEqual(['20']);
    expect(marked()).toBe(true);
  });
});
