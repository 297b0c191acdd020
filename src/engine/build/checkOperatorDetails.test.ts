import { describe, expect, it } from 'vitest';
import { checkOperatorDetails } from './checkOperatorDetails';

const real = {
  name: 'Jane Doe',
  street: 'Main Street 1',
  city: '10115 Berlin',
  country: { en: 'Germany', de: 'Deutschland' },
  email: 'contact@futureslab.eu',
  responsiblePerson: 'Jane Doe',
};

describe('checkOperatorDetails', () => {
  it('accepts real details', () => {
    expect(checkOperatorDetails({ operator: real })).toEqual([]);
  });

  it('reports every placeholder with its path, including one language of a text and example addresses', () => {
    const issues = checkOperatorDetails({ operator: { ...real, name: '[Operator name]', country: { en: 'Germany', de: '[Land]' }, email: 'me@example.com' } });
    expect(issues.map((issue) => issue.path)).toEqual([['operator', 'name'], ['operator', 'country', 'de'], ['operator', 'email']]);
    expect(issues[0]?.message).toBe('placeholder "[Operator name]": fill in the operator\'s real details before the site goes live (shown on /imprint and /privacy)');
  });

  it('says nothing when there is no operator (the schema reports that)', () => {
    expect(checkOperatorDetails({})).toEqual([]);
    expect(checkOperatorDetails(undefined)).toEqual([]);
  });
});
