import { theme } from 'antd';
import type { HTMLAttributes } from 'react';

/** Text in the theme's secondary colour, as antd's `<Typography.Text type="secondary">` draws it,
 * for screens on the first signed-in load (the order list, its export button): Typography was
 * ~7 KB of that load for a colour (issue 18). */
export function SecondaryText({ style, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  const { token } = theme.useToken();
  return <span {...rest} style={{ color: token.colorTextSecondary, ...style }} />;
}
