import { Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';

/** One line cut with an ellipsis; hovering shows `full` in a tooltip only when the line is cut, as
 * antd's `<Typography.Text ellipsis={{ tooltip }}>` does, without Typography (issue 18: the order
 * list's first load). Whether it is cut is measured when the pointer comes in. */
export function EllipsisText({ full, children }: { full: ReactNode; children: ReactNode }) {
  const [cut, setCut] = useState(false);
  return (
    <Tooltip title={cut ? full : undefined}>
      <span
        style={{
          display: 'inline-block',
          maxWidth: '100%',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          verticalAlign: 'bottom',
        }}
        onMouseEnter={(event) => setCut(event.currentTarget.scrollWidth > event.currentTarget.clientWidth)}
      >
        {children}
      </span>
    </Tooltip>
  );
}
