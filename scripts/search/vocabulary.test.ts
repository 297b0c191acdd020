import { describe, expect, it } from 'vitest';
import { vocabulary, wordsOf } from './vocabulary';

describe('search vocabulary', () => {
  it('takes lower-case words of two letters or more, a hyphenated word as its parts', () => {
    expect(wordsOf('Grid-Bot: 10 × Positionsgröße, a USDⓈ-M AND')).toEqual(['grid', 'bot', 'positionsgröße', 'usd', 'and']);
  });

  it('reads only the main content without its menus, drawings, figures and tags, the most frequent word first', () => {
    const page = (main: string) => `<header>Menu menu</header><main id="main"><nav>Contents</nav>${main}<svg><text>axis</text></svg><output>1,234.5</output></main><footer>Footer</footer>`;
    expect(vocabulary([page('<h1>Funding &amp; margin</h1><p>Funding costs</p>'), page('<p>margin funding</p>')])).toEqual(['funding', 'margin', 'costs']);
  });
});
