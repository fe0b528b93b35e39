import type { PharmacistMethod } from '@rxdesk/contract/prescription/pharmacist';
import { Form, Tag, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/components/dialogs/form-dialog.tsx';
import { toast } from '../../../shared/feedback/feedback.ts';
import { usePharmacistMethod } from '../api/get-pharmacist-method.ts';
import { useSetWorkHours } from '../api/set-work-hours.ts';
import { DEFAULT_WORK_HOURS, isWindowOrdered, parseHhmm, type TimeOfDay } from '../lib/work-hours.ts';
import { PharmacistLoadState } from './pharmacist-dialog-body.tsx';

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

/** Both ends of the window are answered on the one range field. */
const SERVER_FIELDS = { start_time: 'range', end_time: 'range' };

interface Props {
  open: boolean;
  onClose: () => void;
}

/** §2 修改工作时间 (pharmacists only): the daily window, in China time, within which they audit. */
export function WorkHoursDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const method = usePharmacistMethod(open);
  const save = useSetWorkHours();

  async function submit({ range }: Values) {
    const [start, end] = range ?? [];
    if (!start || !end) return;
    await save.mutateAsync({ start: toTime(start), end: toTime(end) });
    toast.success(t('prescription.pharmacist.success'));
    onClose();
  }

  const current = method.data;
  return (
    <FormDialog<Values>
      form={form}
      name="work-hours"
      title={t('prescription.pharmacist.workHoursTitle')}
      serverFields={SERVER_FIELDS}
      initialValues={current ? { range: initialRange(current) } : undefined}
      placeholder={current ? undefined : <PharmacistLoadState method={method} />}
      open={open}
      submitting={save.isPending}
      onSubmit={submit}
      onCancel={onClose}
    >
      {current && (
        <>
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
              // Enter takes the typed time into the picker; it must not submit the dialog's form.
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.preventDefault();
              }}
              placeholder={[t('prescription.pharmacist.start'), t('prescription.pharmacist.end')]}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
