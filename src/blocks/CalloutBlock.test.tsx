// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CalloutBlock from './CalloutBlock';
import { renderWithProviders } from './renderWithProviders.testHelper';

vi.mock('virtual:futureslab/site', () => import('./testSite.testHelper'));
afterEach(cleanup);

describe('CalloutBlock', () => {
  it('renders the NFA notice with data-nfa, the default text and a link to /nfa', () => {
    const { container } = renderWithProviders(<CalloutBlock block={{ type: 'callout', variant: 'nfa' }} />);
    const note = container.querySelector('[data-nfa]');
    expect(note?.getAttribute('role')).toBe('note');
    expect(note?.textContent).toContain('Not financial advice');
    expect(note?.textContent).toContain('Everything on FuturesLab is for education only');
    expect(screen.getByRole('link', { name: 'Read the full notice' }).getAttribute('href')).toBe('/nfa');
  });

  it('speaks German by default text', () => {
    renderWithProviders(<CalloutBlock block={{ type: 'callout', variant: 'nfa' }} />, { lang: 'de' });
    expect(screen.getByRole('note').textContent).toContain('Keine Finanzberatung (NFA)');
    expect(screen.getByRole('link', { name: 'Ganzen Hinweis lesen' })).toBeTruthy();
  });

  it('lets the spec body override the NFA text but keeps the /nfa link', () => {
    renderWithProviders(<CalloutBlock block={{ type: 'callout', variant: 'nfa', body: { en: 'Strategy pages are **education**.', de: 'Bildung.' } }} />);
    const note = screen.getByRole('note');
    expect(note.textContent).not.toContain('Everything on');
    expect(note.querySelector('strong')?.textContent).toBe('education');
    expect(screen.getByRole('link', { name: 'Read the full notice' })).toBeTruthy();
  });

  it.each([
    ['info', 'Note'],
    ['tip', 'Tip'],
    ['warn', 'Warning'],
  ] as const)('renders the %s variant with a default heading and no NFA marks', (variant, heading) => {
    const { container } = renderWithProviders(<CalloutBlock block={{ type: 'callout', variant, body: { en: 'Body', de: 'Text' } }} />);
    expect(container.querySelector(`.callout-${variant}`)).not.toBeNull();
    expect(container.querySelector('[data-nfa]')).toBeNull();
    expect(screen.getByRole('note', { name: heading }).textContent).toContain('Body');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('uses the spec heading when given', () => {
    renderWithProviders(<CalloutBlock block={{ type: 'callout', variant: 'warn', heading: { en: 'Fees change', de: 'Gebühren ändern sich' } }} />);
    expect(screen.getByRole('note', { name: 'Fees change' })).toBeTruthy();
  });
});
