// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Markdown from './Markdown';
import { renderWithProviders } from './renderWithProviders.testHelper';

vi.mock('virtual:futureslab/site', () => import('./testSite.testHelper'));
afterEach(cleanup);

describe('Markdown', () => {
  it('renders headings with ids, paragraphs, lists and a callout quote as elements', () => {
    const { container } = renderWithProviders(
      <Markdown text={'# Title\n## Mark price\n\nSome **bold** and *italic* `code`.\n\n- a\n- b\n\n2. two\n3. three\n\n> careful'} />,
    );
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('h2#title')?.textContent).toBe('Title');
    expect(container.querySelector('h2#mark-price')?.textContent).toBe('Mark price');
    expect(container.querySelector('p strong')?.textContent).toBe('bold');
    expect(container.querySelector('p em')?.textContent).toBe('italic');
    expect(container.querySelector('p code')?.textContent).toBe('code');
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelector('ol')?.getAttribute('start')).toBe('2');
    expect(container.querySelector('blockquote.md-callout p')?.textContent).toBe('careful');
  });

  it('routes internal links through the router and opens external ones in a new tab', () => {
    renderWithProviders(<Markdown text="[Tools](/tools#top) and [BingX](https://bingx.com)" />);
    expect(screen.getByRole('link', { name: 'Tools' }).getAttribute('href')).toBe('/tools#top');
    const external = screen.getByRole('link', { name: /BingX/ });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('links a glossary term reference to its entry, with the term named or with its own text', () => {
    const { container } = renderWithProviders(<Markdown text="The [[mark-price|mark price]] and [[adl]]." />);
    const [named, bare] = container.querySelectorAll('a[data-term-ref]');
    expect(named?.getAttribute('href')).toBe('/glossary#mark-price');
    expect(named?.getAttribute('data-term-ref')).toBe('mark-price');
    expect(named?.textContent).toBe('mark price');
    expect(bare?.getAttribute('href')).toBe('/glossary#adl');
  });

  it('shows HTML as text and never creates script or img elements', () => {
    const { container } = renderWithProviders(<Markdown text={'<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">'} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('renders javascript: links as plain text', () => {
    const { container } = renderWithProviders(<Markdown text="[click](javascript:alert(1))" />);
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('[click](javascript:alert(1))');
  });

  it('fills {{name}} with the site name and other params as text, never as markup', () => {
    const { container } = renderWithProviders(<Markdown text="{{name}}: {{value}} {{missing}}" params={{ value: '**<b>x</b>**' }} />);
    expect(container.textContent).toBe('FuturesLab: **<b>x</b>** {{missing}}');
    expect(container.querySelector('b, strong')).toBeNull();
  });

  it('renders inline content without block elements when inline', () => {
    const { container } = renderWithProviders(<Markdown text={'one **two**\n\nthree'} inline />);
    expect(container.querySelector('p')).toBeNull();
    expect(container.querySelector('br')).not.toBeNull();
    expect(container.textContent).toBe('one twothree');
  });
});
