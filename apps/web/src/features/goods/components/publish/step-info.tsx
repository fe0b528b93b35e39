import { Flex } from 'antd';
import { BaseSection } from './base-section.tsx';
import { InsertSection } from './insert-section.tsx';
import { PharmacySection } from './pharmacy-section.tsx';
import type { PublishFieldsProps } from './publish-fields.ts';

/** Step 2: base information, pharmacy information and the package insert. */
export function StepInfo(props: PublishFieldsProps) {
  return (
    <Flex vertical gap={16}>
      <BaseSection {...props} />
      <PharmacySection {...props} />
      <InsertSection {...props} />
    </Flex>
  );
}
