import dayjs, { type Dayjs } from 'dayjs';

/** 'HH:mm' ↔ the Dayjs a TimePicker holds (the contract keeps hours as 'HH:mm' text). */
export const toDayjs = (hm: string): Dayjs | undefined => (hm ? dayjs(`2000-01-01 ${hm}`) : undefined);
export const toHourMinute = (d: Dayjs | null | undefined): string => (d ? d.format('HH:mm') : '');

/** Form.Item props for a TimePicker bound to an 'HH:mm' string. */
export const hourMinuteItem = {
  getValueProps: (v: string) => ({ value: toDayjs(v) }),
  normalize: (d: Dayjs | null) => toHourMinute(d),
};
