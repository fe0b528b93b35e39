import { memberRemarkBody, type MemberDetail } from '@rxdesk/contract/members/members';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/components/dialogs/form-dialog.tsx';
import { toast } from '../../../shared/feedback/feedback.ts';
import { useSchemaRule } from '../../../shared/forms/schema-rule.ts';
import { useMemberTags } from '../api/get-member-tags.ts';
import { useSaveMemberRemark } from '../api/save-member-remark.ts';
import { useSaveMemberTags } from '../api/save-member-tags.ts';

interface Props {
  member: MemberDetail;
  open: boolean;
  onClose: () => void;
}

/** The staff's remark on a member: plain text (rendered escaped), up to 500 characters. */
export function MemberRemarkDialog({ member, open, onClose }: Props) {
  const { t } = useTranslation();
  const schemaRule = useSchemaRule();
  const [form] = Form.useForm<{ remark: string }>();
  const save = useSaveMemberRemark();
  return (
    <FormDialog<{ remark: string }>
      form={form}
      name="member-remark"
      title={t('members.detail.remarkTitle')}
      serverFields={{ remark: 'remark' }}
      initialValues={{ remark: member.remark }}
      open={open}
      submitting={save.isPending}
      onSubmit={async ({ remark }) => {
        await save.mutateAsync({ id: member.member_id, remark: remark ?? '' });
        toast.success(t('members.detail.saved'));
        onClose();
      }}
      onCancel={onClose}
    >
      <Form.Item
        name="remark"
        label={t('members.detail.remark')}
        rules={[schemaRule(memberRemarkBody.shape.remark)]}
      >
        <Input.TextArea autoFocus rows={4} maxLength={500} showCount />
      </Form.Item>
    </FormDialog>
  );
}

/** The member's tags, chosen among the shop's member tags. */
export function MemberTagsDialog({ member, open, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ tag_ids: number[] }>();
  const tags = useMemberTags();
  const save = useSaveMemberTags();
  return (
    <FormDialog<{ tag_ids: number[] }>
      form={form}
      name="member-tags"
      title={t('members.detail.tagsTitle')}
      serverFields={{ tag_ids: 'tag_ids' }}
      initialValues={{ tag_ids: member.tags.map((x) => x.tag_id) }}
      open={open}
      okDisabled={!tags.data}
      submitting={save.isPending}
      onSubmit={async ({ tag_ids }) => {
        await save.mutateAsync({ id: member.member_id, tagIds: tag_ids ?? [] });
        toast.success(t('members.detail.saved'));
        onClose();
      }}
      onCancel={onClose}
    >
      <Form.Item name="tag_ids" label={t('members.detail.tags')}>
        <Checkbox.Group options={(tags.data ?? []).map((x) => ({ value: x.tag_id, label: x.name }))} />
      </Form.Item>
    </FormDialog>
  );
}
