/**
 * Test helpers (jsdom) for the lab's tools and the modules on market data: render one on its page in a
 * language, with the site's sample files fetched from public/ and every read done on the page (jsdom has no
 * Worker: the clients run the worker's job in the test thread), pick a file as a visitor does, wait for a state.
 * Test files call `vi.unstubAllGlobals()` after each test (the fetch stand-in).
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { act, fireEvent, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expect, vi } from 'vitest';
import { renderWithProviders } from '../../blocks/renderWithProviders.testHelper';
import type { ModuleProps } from '../../engine/extensionProps';
import type { Lang } from '../../engine/localize';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/**
 * Renders `Tool` as placed on the page at `path` (English path) in `lang` with its block's `props`; returns its
 * container. `answers` are JSON bodies the site's API gives by URL (the exchange data); other URLs are files of public/.
 */
export function renderLabTool<P extends object = Readonly<Record<string, unknown>>>(Tool: ComponentType<ModuleProps<P>>, path: string, lang: Lang = 'en', props: P = {} as P, answers: Readonly<Record<string, unknown>> = {}): HTMLElement {
  const pagePath = lang === 'de' ? `/de${path}` : path;
  window.history.replaceState(null, '', pagePath);
  vi.stubGlobal('fetch', (url: string) => Promise.resolve(new Response(url in answers ? JSON.stringify(answers[url]) : readFileSync(join(ROOT, 'public', url)))));
  return renderWithProviders(<Tool props={props} />, { lang, path: pagePath }).container;
}

/** The raw `data-value` of the output `name` ('' when not computable, null when there is no such output). */
export function raw(root: ParentNode, name: string): string | null {
  return root.querySelector(`output[name="${name}"]`)?.getAttribute('data-value') ?? null;
}

/** The output's value as a number. */
export function num(root: ParentNode, name: string): number {
  return Number(raw(root, name));
}

/** Waits until `section` has `data-state="state"` (a sample or a file is read, a run is done). */
export async function untilState(section: Element | null, state: string): Promise<void> {
  await waitFor(() => expect(section?.getAttribute('data-state')).toBe(state), { timeout: 20_000 });
}

/** Types `text` into `control` (or chooses the option `text` of a select), as a visitor does. */
export function typeInto(control: Element | null, text: string): void {
  if (!control) throw new Error('no such control');
  fireEvent.change(control, { target: { value: text } });
}

/** Picks the repository file at `path` (relative to the root) in the file input `input`. */
export async function pickFile(input: Element | null, path: string): Promise<void> {
  if (!input) throw new Error('no file input');
  const file = new File([readFileSync(join(ROOT, path))], basename(path));
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    fireEvent.change(input);
  });
}
