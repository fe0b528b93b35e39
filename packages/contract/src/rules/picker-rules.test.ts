import { describe, expect, it } from 'vitest';
import { exceedsLimit, imageOperationError, isLinkValue } from './picker-rules.ts';

describe('picker limit', () => {
  it('0 is unlimited', () => {
    expect(exceedsLimit(0, 0)).toBe(false);
    expect(exceedsLimit(10_000, 0)).toBe(false);
  });
  it('reaching the limit is allowed, going past it is not', () => {
    expect(exceedsLimit(9, 10)).toBe(false);
    expect(exceedsLimit(10, 10)).toBe(false);
    expect(exceedsLimit(11, 10)).toBe(true);
    expect(exceedsLimit(2, 1)).toBe(true);
  });
});

describe('link value', () => {
  it('starts with / and has at least one more character', () => {
    expect(isLinkValue('/pages/goods/goods?id=1')).toBe(true);
    expect(isLinkValue('/a')).toBe(true);
  });
  it('refuses a lone slash, an empty value and anything not starting with /', () => {
    expect(isLinkValue('/')).toBe(false);
    expect(isLinkValue('')).toBe(false);
    expect(isLinkValue('pages/goods')).toBe(false);
    expect(isLinkValue('https://example.com/a')).toBe(false);
    expect(isLinkValue(' /a')).toBe(false);
  });
});

describe('image operation', () => {
  it('checks the link rule for URL operations only', () => {
    expect(imageOperationError({ opt_type: 'URL', opt_value: '/pages/index' })).toBeNull();
    expect(imageOperationError({ opt_type: 'URL', opt_value: 'pages/index' })).toBe('rule.linkValue');
    expect(imageOperationError({ opt_type: 'URL', opt_value: '/' })).toBe('rule.linkValue');
    expect(imageOperationError({ opt_type: 'URL' })).toBe('rule.linkValue');
  });
  it('lets the other types and no operation through', () => {
    expect(imageOperationError(undefined)).toBeNull();
    expect(imageOperationError({ opt_type: 'NONE' })).toBeNull();
    expect(imageOperationError({ opt_type: 'KEYWORD', opt_value: 'cold' })).toBeNull();
    expect(imageOperationError({ opt_type: 'GOODS', opt_value: '12' })).toBeNull();
  });
});
