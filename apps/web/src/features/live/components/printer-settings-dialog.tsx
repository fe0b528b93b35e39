import { savePrinterBody } from '@rxdesk/contract/orders/orders';
import { Alert, Form, Select } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/components/dialogs/form-dialog.tsx';
import { toast } from '../../../shared/feedback/feedback.ts';
import { useSchemaRule } from '../../../shared/forms/schema-rule.ts';
import { usePrinterSetting } from '../../../shared/printing/api/get-printer-setting.ts';
import { useSavePrinterSetting } from '../../../shared/printing/api/save-printer-setting.ts';
import { listPrinters } from '../../../shared/printing/clodop-print.ts';
import {
  currentClodop,
  ensurePluginWatch,
  openPluginTips,
  usePluginStatus,
} from '../../../shared/printing/plugin-status.ts';
import { readUser } from '../../../shared/session/session-storage.ts';

interface Values {
  print_name?: string;
}

const SERVER_FIELDS = { print_name: 'print_name' };

/** Avatar menu → 小票打印机设置: choose one of the printers CLodop reports (§5: one is required). */
export function PrinterSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const schemaRule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const setting = usePrinterSetting({ enabled: open });
  const save = useSavePrinterSetting();
  const plugin = usePluginStatus();

  useEffect(() => {
    if (!open) return;
    ensurePluginWatch();
    form.setFieldsValue({ print_name: setting.data?.print_name || undefined });
  }, [open, setting.data, form]);

  // The list is read again whenever the plug-in's state changes (found, upgraded).
  const printers = useMemo(() => {
    const clodop = plugin.state === 'ok' ? currentClodop() : null;
    return clodop ? listPrinters(clodop) : [];
  }, [plugin.state]);
  const saved = setting.data?.print_name;
  const options = [...printers, ...(saved && !printers.includes(saved) ? [saved] : [])].map((name) => ({
    value: name,
    label: name,
  }));

  async function submit(values: Values) {
    await save.mutateAsync({
      seller_id: readUser()?.uid ?? setting.data?.seller_id ?? 0,
      print_name: values.print_name ?? '',
    });
    toast.success(t('live.printerSettings.saved'));
    onClose();
  }

  return (
    <FormDialog<Values>
      form={form}
      name="printer-settings"
      title={t('live.printerSettings.title')}
      serverFields={SERVER_FIELDS}
      open={open}
      submitting={save.isPending}
      onSubmit={submit}
      onCancel={onClose}
    >
      {plugin.state !== 'ok' && plugin.state !== 'checking' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('live.printerSettings.pluginNeeded')}
          action={<a onClick={openPluginTips}>{t('printing.plugin.title')}</a>}
        />
      )}
      <Form.Item
        name="print_name"
        label={t('live.printerSettings.printer')}
        required
        rules={[schemaRule(savePrinterBody.shape.print_name)]}
      >
        <Select
          allowClear
          placeholder={t('live.printerSettings.placeholder')}
          options={options}
          notFoundContent={t('live.printerSettings.noPrinters')}
          loading={setting.isLoading || plugin.state === 'checking'}
        />
      </Form.Item>
    </FormDialog>
  );
}
