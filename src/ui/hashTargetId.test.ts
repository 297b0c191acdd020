import { describe, expect, it } from 'vitest';
import { hashTargetId } from './hashTargetId';

describe('hashTargetId', () => {
  it('strips the # and decodes', () => {
    expect(hashTargetId('#mark-price')).toBe('mark-price');
    expect(hashTargetId('#m%C3%A4rz')).toBe('märz');
    expect(hashTargetId('')).toBe('');
    expect(hashTargetId('#%E0%A4%A')).toBe('%E0%A4%A');
  });
});
