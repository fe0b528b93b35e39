import { REVIEW_PROBLEM_CODES, type ReviewProblemCode } from '@rxdesk/contract/prescription/prescription';
import { Checkbox } from 'antd';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { problemLabel } from '../../lib/labels.ts';

interface Props {
  value?: ReviewProblemCode[];
  onChange?: (value: ReviewProblemCode[]) => void;
  disabled?: boolean;
}

/** The review checklist (《医疗机构处方审核规范》): each point the pharmacist checks, ticked when
 * it is a problem. No tick: the prescription may pass. Ticks: they are the rejection's reasons. */
export function ReviewChecklist({ value = [], onChange, disabled }: Props) {
  const lang = useLang();
  return (
    <Checkbox.Group<ReviewProblemCode>
      className="rx-audit__checklist"
      value={value}
      disabled={disabled}
      onChange={(next) => onChange?.(next)}
      options={REVIEW_PROBLEM_CODES.map((code) => ({ value: code, label: problemLabel(code, lang) }))}
    />
  );
}
