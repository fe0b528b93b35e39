import { formatRuleMessage } from '@rxdesk/contract/rules/rule-messages';
import type { UploadResult } from '@rxdesk/contract/uploads/uploads';
import { describe, expect, it } from 'vitest';
import type { PickedImage } from './image-items.ts';
import { imagePickerRule } from './image-picker-rule.ts';

const response = { url: '/files/a.png' } as UploadResult;
const validate = (value: PickedImage[] | undefined) => {
  const rule = imagePickerRule((key) => formatRuleMessage('zh', key));
  if (typeof rule === 'function' || !rule.validator) throw new Error('not a validator rule');
  return rule.validator({}, value, () => undefined);
};

describe('image picker form rule', () => {
  it("refuses a link that breaks §5 with the rule's message", async () => {
    await expect(
      validate([{ uid: '1', response, operation: { opt_type: 'URL', opt_value: 'x' } }]),
    ).rejects.toThrow('链接值只能以 / 开头！');
  });
  it('passes good links, other operations and an empty picker', async () => {
    await expect(
      validate([{ uid: '1', response, operation: { opt_type: 'URL', opt_value: '/x' } }]),
    ).resolves.toBeUndefined();
    await expect(validate([{ uid: '1', response }])).resolves.toBeUndefined();
    await expect(validate(undefined)).resolves.toBeUndefined();
  });
});
