// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextWithLinks } from './TextWithLinks';

const html = (text: string) =>
  render(
    <p>
      <TextWithLinks text={text} links={{ privacy: <a href="/privacy" /> }} />
    </p>,
  ).container.innerHTML;

describe('TextWithLinks', () => {
  it('turns a tagged part into its element with the tagged text inside', () => {
    expect(html('I have read the <privacy>privacy policy</privacy>. Thanks.')).toBe('<p>I have read the <a href="/privacy">privacy policy</a>. Thanks.</p>');
  });

  it('leaves text without tags as it is', () => {
    expect(html('Plain text')).toBe('<p>Plain text</p>');
  });

  it('never reads the text as HTML: unknown tags and markup stay visible text', () => {
    expect(html('<b>bold</b> & <img src=x onerror=alert(1)>')).toBe('<p>&lt;b&gt;bold&lt;/b&gt; &amp; &lt;img src=x onerror=alert(1)&gt;</p>');
  });
});
