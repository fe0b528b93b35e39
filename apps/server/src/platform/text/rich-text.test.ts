import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it.each([
    ['<p>说明</p><script>alert(1)</script>', '<p>说明</p>'],
    ['<img src="/api/files/a.png" onerror="alert(1)">', '<img src="/api/files/a.png" />'],
    ['<img src="x" onerror="alert(1)">', ''],
    ['<img src="//evil.example/a.png">', ''],
    ['<img src="http://img.example/a.png">', ''],
    ['<img src="https://img.example/a.png">', '<img src="https://img.example/a.png" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    [
      '<a href="https://x.example" target="_blank">x</a>',
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    [
      '<style>p{color:red}</style><p style="color:red;background:url(x)">红</p>',
      '<p style="color:red">红</p>',
    ],
    ['<p style="text-align:center" onclick="x()">居中</p>', '<p style="text-align:center">居中</p>'],
    [
      '<iframe src="https://x.example"></iframe><table><tr><td colspan="2">表</td></tr></table>',
      '<table><tr><td colspan="2">表</td></tr></table>',
    ],
  ])('%s', (input, output) => expect(sanitizeRichText(input)).toBe(output));
});
