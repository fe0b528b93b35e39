import '@rxdesk/contract/pages/pages-messages';
import type { Slide, SlideBody } from '@rxdesk/contract/pages/slides';
import type { TextLinkValue } from '@rxdesk/contract/promotions/text-link';
import { DatePicker, Form, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../shared/components/dialogs/form-dialog.tsx';
import { ImageField } from './image-field.tsx';
import { TextLinkField } from './text-link-field.tsx';

export interface SlideFormValues {
  image?: string;
  link?: TextLinkValue;
  sort: number;
  schedule?: [Dayjs | null, Dayjs | null] | null;
}

export function slideInput(v: SlideFormValues): SlideBody {
  return {
    image: v.image ?? '',
    link: v.link ?? { text: '', opt_type: 'NONE' },
    sort: v.sort,
    show_from: v.schedule?.[0]?.unix() ?? null,
    show_until: v.schedule?.[1]?.unix() ?? null,
  };
}

const SERVER_FIELDS = {
  image: 'image',
  link: 'link',
  'link.text': 'link',
  'link.opt_value': 'link',
  sort: 'sort',
  show_until: 'schedule',
};

/** Add or edit a slide: an uploaded image, a text link (picker), the order and the schedule. */
export function SlideDialog({
  slide,
  ...dialog
}: FormDialogProps<SlideFormValues> & { slide: Slide | null }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SlideFormValues>();
  const initialValues = useMemo<SlideFormValues>(
    () =>
      slide
        ? {
            image: slide.image,
            link: { text: slide.link.text, opt_type: slide.link.opt_type, opt_value: slide.link.opt_value },
            sort: slide.sort,
            schedule: [
              slide.show_from == null ? null : dayjs.unix(slide.show_from),
              slide.show_until == null ? null : dayjs.unix(slide.show_until),
            ],
          }
        : { sort: 0 },
    [slide],
  );
  const goods = useMemo(
    () => new Map(slide?.link.goods ? [[slide.link.goods.goods_id, slide.link.goods]] : []),
    [slide],
  );
  return (
    <FormDialog<SlideFormValues>
      {...dialog}
      form={form}
      name="shop-slide"
      title={t(slide ? 'shopPages.slides.edit' : 'shopPages.slides.create')}
      width={640}
      serverFields={SERVER_FIELDS}
      initialValues={initialValues}
    >
      <Form.Item
        name="image"
        label={t('shopPages.slides.image')}
        extra={t('shopPages.slides.hint')}
        rules={[{ required: true, message: t('shopPages.slides.image') }]}
      >
        <ImageField />
      </Form.Item>
      <Form.Item
        name="link"
        label={t('shopPages.slides.link')}
        rules={[{ required: true, message: t('shopPages.link.none') }]}
      >
        <TextLinkField goods={goods} testId="slide-link" />
      </Form.Item>
      <Form.Item name="sort" label={t('shopPages.slides.sort')}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
      <Form.Item name="schedule" label={t('shopPages.slides.schedule')}>
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          allowEmpty={[true, true]}
          placeholder={t('shopPages.slides.schedulePlaceholder', { returnObjects: true }) as [string, string]}
        />
      </Form.Item>
    </FormDialog>
  );
}
