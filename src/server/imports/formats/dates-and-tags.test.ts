import { describe, expect, it } from 'vitest';
import { fromAnyDate, fromIso, fromUnixMillis, fromUnixSeconds } from './dates.js';
import { parseTagList, splitTags } from './tags.js';

describe('dates', () => {
  it('reads seconds, milliseconds and ISO forms', () => {
    const at = new Date('2023-11-14T22:13:20Z');
    expect(fromUnixSeconds('1700000000')).toEqual(at);
    expect(fromUnixSeconds(1700000000)).toEqual(at);
    expect(fromUnixMillis('1700000000000')).toEqual(at);
    expect(fromIso('2023-11-14T23:13:20+0100')).toEqual(at);
    expect(fromIso('2023-11-14 22:13:20+00:00')).toEqual(at);
    expect(fromAnyDate('1700000000')).toEqual(at);
    expect(fromAnyDate('1700000000000')).toEqual(at);
    expect(fromAnyDate('1700000000000000')).toEqual(at);
  });

  it('leaves out impossible and ambiguous dates', () => {
    expect(fromUnixSeconds('0')).toBeUndefined();
    expect(fromUnixSeconds('99999999999')).toBeUndefined(); // year 5138
    expect(fromUnixSeconds('soon')).toBeUndefined();
    expect(fromUnixMillis('1700000000')).toBeUndefined(); // seconds given as ms: 1970
    expect(fromIso('1989-12-31T23:59:59Z')).toBeUndefined();
    expect(fromIso('2100-01-02')).toBeUndefined();
    expect(fromIso('2023-02-30T00:00:00Z')).toBeUndefined();
    expect(fromIso('08/09/2016 11:55:58')).toBeUndefined();
    expect(fromIso(undefined)).toBeUndefined();
  });
});

describe('tags', () => {
  it('splits, trims, drops empty names and duplicates', () => {
    expect(splitTags(' a |b||a| ', '|')).toEqual(['a', 'b']);
    expect(splitTags(undefined, ',')).toEqual([]);
  });

  it('reads JSON arrays, [a,b] and Python-looking lists', () => {
    expect(parseTagList('["a","b, c"]')).toEqual(['a', 'b, c']);
    expect(parseTagList('[a,b]')).toEqual(['a', 'b']);
    expect(parseTagList("['example', 'ai, ml', 'example']")).toEqual(['example', 'ai, ml']);
    expect(parseTagList('[]')).toEqual([]);
    expect(parseTagList('one, two')).toEqual(['one', 'two']);
  });

  it('keeps a tag with a backslash-escaped quote as one tag', () => {
    // Python's repr escapes a quote inside single quotes; some exporters do the same in JSON.
    expect(parseTagList("['tag\\'s', 'news']")).toEqual(["tag's", 'news']);
    expect(parseTagList('["say \\"hi\\"", "b"]')).toEqual(['say "hi"', 'b']);
    expect(parseTagList('["tag\\\'s"]')).toEqual(["tag's"]); // not JSON: \' is no JSON escape
    expect(parseTagList("tag\\'s, news")).toEqual(["tag's", 'news']);
  });
});
