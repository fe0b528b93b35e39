import '@rxdesk/contract/pages/pages-messages';
import { NAV_NAME_LENGTH, type Nav, type NavBody } from '@rxdesk/contract/pages/navigations';
import type { TextLinkValue } from '@rxdesk/contract/promotions/text-link';
import { Form, InputNumber, Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../shared/components/dialogs/form-dialog.tsx';
import { TextLinkField } from './text-link-field.tsx';

export interface NavFormValues {
  link?: TextLinkValue;
  sort: number;
  shown: boolean;
  new_window: boolean;
}

export const navInput = (v: NavFormValues): NavBody => ({
  link: v.link ?? { text: '', opt_type: 'NONE' },
  sort: v.sort,
  shown: v.shown,
  new_window: v.new_window,
});

const SERVER_FIELDS = { link: 'link', 'link.text': 'link', 'link.opt_value': 'link', sort: 'sort' };

/** Add or edit a navigation item: its name and link in the text-link picker (name 1-6
 * characters), order, shown, new window. */
export function NavDialog({ nav, ...dialog }: FormDialogProps<NavFormValues> & { nav: Nav | null }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NavFormValues>();
  const initialValues = useMemo<NavFormValues>(
    () =>
      nav
        ? {
            link: { text: nav.link.text, opt_type: nav.link.opt_type, opt_value: nav.link.opt_value },
            sort: nav.sort,
            shown: nav.shown,
            new_window: nav.new_window,
          }
        : { sort: 0, shown: true, new_window: false },
    [nav],
  );
  const goods = useMemo(
    () => new Map(nav?.link.goods ? [[nav.link.goods.goods_id, nav.link.goods]] : []),
    [nav],
  );
  return (
    <FormDialog<NavFormValues>
      {...dialog}
      form={form}
      name="shop-nav"
      title={t(nav ? 'shopPages.navs.edit' : 'shopPages.navs.create')}
      serverFields={SERVER_FIELDS}
      initialValues={initialValues}
    >
      <Form.Item
        name="link"
        label={t('shopPages.navs.link')}
        extra={t('shopPages.navs.linkHint')}
        rules={[{ required: true, message: t('shopPages.link.none') }]}
      >
        <TextLinkField length={NAV_NAME_LENGTH} goods={goods} testId="nav-link" />
      </Form.Item>
      <Form.Item name="sort" label={t('shopPages.navs.sort')}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
      <Form.Item name="shown" label={t('shopPages.navs.shown')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="new_window" label={t('shopPages.navs.newWindow')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
