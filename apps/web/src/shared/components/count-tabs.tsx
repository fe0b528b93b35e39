import { Tabs } from 'antd';
import { tabCount } from '../lists/list-params.ts';
import './count-tabs.css';

interface Props<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly T[];
  active: T;
  /** Tab → count; absent while loading (no number shown), a missing tab reads as 0. */
  counts: Record<string, number> | undefined;
  /** Which counter a tab shows (defaults to the tab itself). */
  countKey?: (tab: T) => string;
  title: (tab: T) => string;
  onChange: (tab: T) => void;
  /** data-testid of each tab's label: `${testIdPrefix}-${tab}`. */
  testIdPrefix: string;
}

/** Status tabs of a list with a count beside each title (the counts refetch after every action). */
export function CountTabs<T extends string>({
  label,
  tabs,
  active,
  counts,
  countKey = (tab) => tab,
  title,
  onChange,
  testIdPrefix,
}: Props<T>) {
  return (
    <Tabs
      aria-label={label}
      activeKey={active}
      onChange={(key) => (tabs as readonly string[]).includes(key) && onChange(key as T)}
      items={tabs.map((tab) => {
        const count = tabCount(counts, countKey(tab));
        return {
          key: tab,
          label: (
            <span data-testid={`${testIdPrefix}-${tab}`}>
              {title(tab)}
              {count !== undefined && <span className="rx-count-tabs__count">{count}</span>}
            </span>
          ),
        };
      })}
    />
  );
}
