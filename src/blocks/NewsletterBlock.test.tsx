// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithNewsletter } from '../newsletter/renderWithNewsletter.testHelper';
import NewsletterBlock from './NewsletterBlock';

afterEach(cleanup);

describe('NewsletterBlock', () => {
  it('renders the tabbed form in a section by default', () => {
    const { container } = renderWithNewsletter(<NewsletterBlock block={{ type: 'newsletter', id: 'signup' }} />);
    // The anchor id belongs to the PageRenderer's block wrapper, not to the section (no duplicate ids).
    expect(container.querySelector('section.newsletter-block')).not.toBeNull();
    expect(container.querySelector('#signup')).toBeNull();
    expect(screen.getAllByRole('tab')).toHaveLength(2);
  });

  it('renders the compact form when the spec asks for it', () => {
    renderWithNewsletter(<NewsletterBlock block={{ type: 'newsletter', variant: 'compact' }} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });
});
