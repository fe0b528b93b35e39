import { UserOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useState } from 'react';

/** The account menu's small round picture, drawn as antd's `<Avatar size="small">` draws it (24 px,
 * the user icon on the placeholder colour while there is no picture or it fails to load), without
 * Avatar: ~3 KB of every signed-in page's first load (issue 18). */
export function UserAvatar({ src }: { src?: string }) {
  const { token } = theme.useToken();
  const [failed, setFailed] = useState<string | null>(null);
  const picture = src && failed !== src ? src : undefined;
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 'none',
        width: 24,
        height: 24,
        borderRadius: '50%',
        overflow: 'hidden',
        verticalAlign: 'middle',
        fontSize: token.fontSize,
        color: token.colorTextLightSolid,
        background: picture ? 'transparent' : token.colorTextPlaceholder,
      }}
    >
      {picture ? (
        <img
          src={picture}
          alt=""
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
          onError={() => setFailed(picture)}
        />
      ) : (
        <UserOutlined aria-hidden />
      )}
    </span>
  );
}
