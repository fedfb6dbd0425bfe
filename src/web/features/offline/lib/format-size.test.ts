import { describe, expect, it } from 'vitest';
import { describeKept, describeWaiting, formatSize } from './format-size';

describe('format-size', () => {
  it('says the space and the counts in words', () => {
    expect(describeKept(38, 12_400_000)).toBe('38 articles, 12.4 MB');
    expect(describeKept(1, 380_400)).toBe('1 article, 380 KB');
    expect(formatSize(0)).toBe('0 KB');
    expect(formatSize(200)).toBe('1 KB');
    expect(formatSize(2_500_000_000)).toBe('2.50 GB');
    expect(describeWaiting(1)).toBe('1 change waiting to be sent');
    expect(describeWaiting(3)).toBe('3 changes waiting to be sent');
  });
});
