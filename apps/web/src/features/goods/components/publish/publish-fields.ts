import type { FormRule } from 'antd';

/** What each section of the wizard's form is given: the contract's rule read at a field. */
export interface PublishFieldsProps {
  issueRule: (...path: (string | number)[]) => FormRule;
}
