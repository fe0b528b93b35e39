import type { TextLength, TextLinkValue } from '@rxdesk/contract/promotions/text-link';
import type { ResolvedGoods } from '@rxdesk/contract/pages/page-link';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextLinkPickerDialog } from '../../../shared/components/text-link-picker/text-link-picker-dialog.tsx';
import { LinkText } from './link-text.tsx';

interface Props {
  /** Set by Form.Item. */
  id?: string;
  value?: TextLinkValue;
  onChange?: (value: TextLinkValue) => void;
  length?: Partial<TextLength>;
  goods?: ReadonlyMap<number, ResolvedGoods>;
  testId?: string;
}

/** A form control holding a §3 text link: shows it, and edits it in the §2 text-link picker. */
export function TextLinkField({ id, value, onChange, length, goods, testId }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Flex gap={8} align="center" wrap>
      <Button id={id} onClick={() => setOpen(true)} data-testid={testId}>
        {t('shopPages.link.set')}
      </Button>
      <LinkText link={value} goods={goods} />
      {open && (
        <TextLinkPickerDialog
          open
          length={length}
          value={value}
          onConfirm={(v) => {
            onChange?.(v);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </Flex>
  );
}
