import type { ReactNode } from "react";
import { Tabs as AriaTabs, type Key, Tab, TabList, TabPanel } from "react-aria-components";
import { tab, tabList, tabPanel, tabs } from "./Tabs.css";

/** One tab and its panel. */
export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  selectedId?: string;
  defaultSelectedId?: string;
  onSelectionChange?: (id: string) => void;
}

/** Tabs (react-aria): arrow keys move between tabs, panels are linked to their tab. */
export function Tabs({ items, label, selectedId, defaultSelectedId, onSelectionChange }: TabsProps) {
  return (
    <AriaTabs
      className={tabs}
      {...(selectedId === undefined ? {} : { selectedKey: selectedId })}
      {...(defaultSelectedId === undefined ? {} : { defaultSelectedKey: defaultSelectedId })}
      onSelectionChange={(key: Key) => onSelectionChange?.(String(key))}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
    >
      <TabList aria-label={label} className={tabList}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={tab}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={tabPanel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
