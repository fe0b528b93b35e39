import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface LoginTab {
  key: string;
  label: string;
  children: ReactNode;
}

interface Props {
  id: string;
  activeKey: string;
  onChange: (key: string) => void;
  items: LoginTab[];
}

/** The login page's two tabs (SMS code, account): antd Tabs' look and WAI-ARIA tabs behaviour
 * (arrow keys, Home/End; a pane mounts on its first visit and then stays, hidden when inactive),
 * without antd Tabs, whose overflow menu brings Menu, Dropdown and Tooltip to the first page. */
export function LoginTabs({ id, activeKey, onChange, items }: Props) {
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([activeKey]));
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  if (!visited.has(activeKey)) setVisited(new Set([...visited, activeKey]));

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const target = next === null ? undefined : items[next];
    if (!target) return;
    event.preventDefault();
    buttons.current.get(target.key)?.focus();
    onChange(target.key);
  }

  return (
    <div className="rx-login-tabs">
      <div className="rx-login-tabs__nav" role="tablist">
        {items.map((item, index) => {
          const active = item.key === activeKey;
          return (
            <button
              key={item.key}
              ref={(node) => {
                if (node) buttons.current.set(item.key, node);
                else buttons.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${item.key}`}
              tabIndex={active ? 0 : -1}
              className={active ? 'rx-login-tabs__tab rx-login-tabs__tab--active' : 'rx-login-tabs__tab'}
              onClick={() => !active && onChange(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) =>
        visited.has(item.key) ? (
          <div
            key={item.key}
            role="tabpanel"
            id={`${id}-panel-${item.key}`}
            aria-labelledby={`${id}-tab-${item.key}`}
            hidden={item.key !== activeKey}
            className="rx-login-tabs__panel"
          >
            {item.children}
          </div>
        ) : null,
      )}
    </div>
  );
}
