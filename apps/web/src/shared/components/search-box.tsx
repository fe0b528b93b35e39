import { FilterOutlined } from '@ant-design/icons';
import { KEYWORD_MAX_LENGTH } from '@rxdesk/contract/rules/rules';
import { Badge, Button, Input, Popover } from 'antd';
import { useState, type ReactNode } from 'react';

interface Props {
  /** The keyword in force (from the address or the caller's state). */
  value: string;
  onSearch: (keyword: string) => void;
  placeholder: string;
  /** Accessible names and texts, in the caller's words and language. */
  labels: { search: string; advanced: string };
  /** Content of the advanced-search popover (the caller's form); no popover when absent. */
  advanced?: ReactNode;
  advancedOpen?: boolean;
  onAdvancedOpenChange?: (open: boolean) => void;
  /** How many advanced filters are in force: shown as a badge on the button. */
  activeFilters?: number;
}

/** §2 search box with its advanced-search popover; the keyword is cut at §9's 80 characters. */
export function SearchBox({
  value,
  onSearch,
  placeholder,
  labels,
  advanced,
  advancedOpen,
  onAdvancedOpenChange,
  activeFilters = 0,
}: Props) {
  const [text, setText] = useState(value);
  // Follow the keyword when it changes from outside (a link, a reset), not on every keystroke.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }

  return (
    <div className="rx-search-box" role="search">
      <Input.Search
        allowClear
        value={text}
        maxLength={KEYWORD_MAX_LENGTH}
        placeholder={placeholder}
        aria-label={labels.search}
        enterButton={labels.search}
        onChange={(event) => setText(event.target.value)}
        onSearch={(keyword) => onSearch(keyword.trim())}
        style={{ width: 320 }}
      />
      {advanced && (
        <Popover
          trigger="click"
          placement="bottomRight"
          open={advancedOpen}
          onOpenChange={onAdvancedOpenChange}
          content={advanced}
          destroyOnHidden={false}
        >
          <Badge count={activeFilters} size="small">
            <Button icon={<FilterOutlined aria-hidden />}>{labels.advanced}</Button>
          </Badge>
        </Popover>
      )}
    </div>
  );
}
