import type { PharmacistMethod } from '@rxdesk/contract/prescription/pharmacist';
import { App, Form, Modal, Tag, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { showSubmitError } from '../../../shared/forms/server-field-error.ts';
import { useRuleMessage } from '../../../shared/hooks/use-rule-message.ts';
import { usePharmacistMethod } from '../api/get-pharmacist-method.ts';
import { useSetWorkHours } from '../api/set-work-hours.ts';
import { DEFAULT_WORK_HOURS, isWindowOrdered, parseHhmm, type TimeOfDay } from '../lib/work-hours.ts';
import { PharmacistDialogBody } from './pharmacist-dialog-body.tsx';

type Range = [Dayjs | null, Dayjs | null] | null;

interface Values {
  range: Range;
}

const toDayjs = ({ hour, minute }: TimeOfDay): Dayjs =>
  dayjs().hour(hour).minute(minute).second(0).millisecond(0);
const toTime = (value: Dayjs): TimeOfDay => ({ hour: value.hour(), minute: value.minute() });

/** The picker's starting range: the saved hours, or §9's 01:01–23:59. */
function initialRange(method: PharmacistMethod): [Dayjs, Dayjs] {
  return [
    toDayjs(parseHhmm(method.work_start, DEFAULT_WORK_HOURS[0])),
    toDayjs(parseHhmm(method.work_end, DEFAULT_WORK_HOURS[1])),
  ];
}

interface Props {
  open: boolean;
  onClose: () => void;
}

/** §2 修改工作时间 (pharmacists only): the daily window, in China time, within which they audit. */
export function WorkHoursDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const ruleMessage = useRuleMessage();
  const [form] = Form.useForm<Values>();
  const method = usePharmacistMethod(open);
  const save = useSetWorkHours();

  async function submit({ range }: Values) {
    const [start, end] = range ?? [];
    if (!start || !end) return;
    try {
      await save.mutateAsync({ start: toTime(start), end: toTime(end) });
    } catch (error) {
      showSubmitError(form, error, { start_time: 'range', end_time: 'range' });
      return;
    }
    void message.success(t('prescription.pharmacist.success'));
    onClose();
  }

  return (
    <Modal
      open={open}
      title={t('prescription.pharmacist.workHoursTitle')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !method.data }}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <PharmacistDialogBody method={method}>
        {(current) => (
          <Form<Values>
            form={form}
            name="work-hours"
            layout="vertical"
            initialValues={{ range: initialRange(current) }}
            onFinish={(values) => void submit(values)}
            onFinishFailed={() => void message.error(ruleMessage('rule.formInvalid'))}
          >
            <Typography.Paragraph type="secondary">
              {t('prescription.pharmacist.workHoursHint')}
            </Typography.Paragraph>
            <Typography.Paragraph>
              {t('prescription.pharmacist.current', { start: current.work_start, end: current.work_end })}{' '}
              <Tag color={current.is_work_time === 1 ? 'success' : 'default'}>
                {current.is_work_time === 1
                  ? t('prescription.pharmacist.nowWorking')
                  : t('prescription.pharmacist.nowOff')}
              </Tag>
            </Typography.Paragraph>
            <Form.Item
              name="range"
              label={t('prescription.pharmacist.workHours')}
              rules={[
                {
                  validator: (_rule, range: Range) => {
                    const [start, end] = range ?? [];
                    if (!start || !end)
                      return Promise.reject(new Error(t('prescription.pharmacist.workHoursRequired')));
                    if (!isWindowOrdered(toTime(start), toTime(end)))
                      return Promise.reject(new Error(t('prescription.pharmacist.workHoursOrder')));
                    return Promise.resolve();
                  },
                },
              ]}
            >
              <TimePicker.RangePicker
                format="HH:mm"
                order={false}
                needConfirm={false}
                placeholder={[t('prescription.pharmacist.start'), t('prescription.pharmacist.end')]}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Form>
        )}
      </PharmacistDialogBody>
    </Modal>
  );
}
