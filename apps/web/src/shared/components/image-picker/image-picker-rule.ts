import type { RuleMessageKey } from '@rxdesk/contract/rules/rule-messages';
import type { FormRule } from 'antd';
import { imagesError, type PickedImage } from './image-items.ts';

/** The Form.Item rule for an image picker with operations: §5's link rule on every image. */
export function imagePickerRule(ruleMessage: (key: RuleMessageKey) => string): FormRule {
  return {
    validator: (_rule, value: readonly PickedImage[] | undefined) => {
      const error = imagesError(value ?? []);
      return error ? Promise.reject(new Error(ruleMessage(error))) : Promise.resolve();
    },
  };
}
