import { Dropdown, Tabs, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isAffix, tabTitle, type VisitedTab } from './tab-rules.ts';
import { useTabs } from './tabs-context.tsx';

/** §2 tab strip: click to return, × to close (not the dashboard), right-click for more. */
export function TabStrip() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tabs, activeKey, close, closeOthers, closeAll } = useTabs();

  function contextMenu(tab: VisitedTab): MenuProps {
    return {
      items: [
        { key: 'this', label: t('tabs.closeThis'), disabled: isAffix(tab) },
        { key: 'others', label: t('tabs.closeOthers') },
        { key: 'all', label: t('tabs.closeAll') },
      ],
      onClick: ({ key }) => {
        if (key === 'this') close(tab.key);
        if (key === 'others') closeOthers(tab.key);
        if (key === 'all') closeAll();
      },
    };
  }

  return (
    <div className="rx-tab-strip" data-testid="tab-strip">
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={activeKey ?? ''}
        onChange={(key) => {
          const tab = tabs.find((candidate) => candidate.key === key);
          if (tab) void navigate(tab.path);
        }}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') close(key);
        }}
        items={tabs.map((tab) => ({
          key: tab.key,
          closable: !isAffix(tab),
          label: (
            <Dropdown trigger={['contextMenu']} menu={contextMenu(tab)}>
              <span className="rx-tab-strip__label">{tabTitle(tab, t)}</span>
            </Dropdown>
          ),
        }))}
      />
    </div>
  );
}
