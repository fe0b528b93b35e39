import type { ComplaintDetail } from '@rxdesk/contract/after-sale/complaints';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { Card, Image, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { complaintAuthorLabel } from '../../lib/labels.ts';

const AUTHOR_COLORS: Record<string, string> = { BUYER: 'orange', SHOP: 'blue', PLATFORM: 'red' };

function Images({ images }: { images: string[] }) {
  if (images.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {images.map((src) => (
          <Image key={src} src={src} width={72} height={72} style={{ objectFit: 'cover' }} alt="" />
        ))}
      </div>
    </Image.PreviewGroup>
  );
}

/** The complaint and the conversation about it, oldest first: buyer, shop, platform. */
export function ComplaintMessages({ complaint }: { complaint: ComplaintDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Card title={t('after-sale.complaints.messages')} size="small" data-testid="complaint-messages">
      <Timeline
        items={[
          {
            key: 'complaint',
            color: AUTHOR_COLORS.BUYER,
            title: unixToDateString(complaint.create_time),
            content: (
              <div className="rx-after-sale__two-lines">
                <strong>{complaintAuthorLabel('BUYER', lang)}</strong>
                <span className="rx-after-sale__pre">{complaint.content}</span>
                <Images images={complaint.images} />
              </div>
            ),
          },
          ...complaint.messages.map((message) => ({
            key: message.id,
            color: AUTHOR_COLORS[message.author] ?? 'gray',
            title: unixToDateString(message.create_time),
            content: (
              <div className="rx-after-sale__two-lines">
                <strong>
                  {complaintAuthorLabel(message.author, lang)}
                  {message.op_name && (
                    <Typography.Text type="secondary"> · {message.op_name}</Typography.Text>
                  )}
                </strong>
                <span className="rx-after-sale__pre">{message.content}</span>
                <Images images={message.images} />
              </div>
            ),
          })),
        ]}
      />
    </Card>
  );
}
