import { REGION_ROOT_ID } from '@rxdesk/contract/regions/regions';
import { useQuery } from '@tanstack/react-query';
import { Cascader } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { regionChildrenQueryOptions } from './api/get-region-children.ts';
import { regionParentsQueryOptions } from './api/get-region-parents.ts';
import { useLazyTree } from '../lazy-cascader/use-lazy-tree.ts';
import { isPathLoaded, regionLabel, regionOptions, type RegionOption } from './region-options.ts';

export interface RegionPickerProps {
  /** Set by Form.Item: the label's target. */
  id?: string;
  /** The region path, province first; empty until a choice is complete. */
  value?: number[];
  onChange?: (value: number[] | undefined) => void;
  status?: '' | 'error' | 'warning';
  disabled?: boolean;
}

/**
 * The §2 region picker: province → city → district → town, each level read when it is opened
 * (GET base/regions/{id}/children through the query cache). Only a level-4 choice (or a region
 * with nothing under it) completes the selection and reaches the form. A stored path is shown
 * from GET system/regions/parent/{id} with each level's siblings loaded, so it can be changed
 * from where it is. Keyboard: arrows move and open levels, Enter chooses, Esc closes.
 */
export function RegionPicker({ id, value, onChange, status, disabled }: RegionPickerProps) {
  const { t } = useTranslation();
  const { loaded, load } = useLazyTree(regionChildrenQueryOptions, REGION_ROOT_ID);

  const lastId = value?.at(-1);
  const shown = value !== undefined && isPathLoaded(loaded, value);
  const parents = useQuery({
    ...regionParentsQueryOptions(lastId ?? REGION_ROOT_ID),
    enabled: lastId !== undefined && !shown,
  });
  useEffect(() => {
    // Every level above the stored region, so its menus open on the stored choice.
    for (const region of parents.data?.slice(0, -1) ?? []) void load(region.id);
  }, [parents.data, load]);

  const options = useMemo(() => regionOptions(loaded), [loaded]);

  return (
    <Cascader<RegionOption>
      id={id}
      options={options}
      value={value}
      onChange={(next) => onChange?.(next?.length ? (next as number[]) : undefined)}
      loadData={(selected) => {
        const last = selected.at(-1);
        if (last) void load(last.value);
      }}
      displayRender={(labels, selected) =>
        // Until the stored path's levels are loaded, its names come from the parent chain.
        selected?.length === labels.length && selected.every(Boolean)
          ? labels.join(' / ')
          : (parents.data?.map((r) => regionLabel(r.local_name)).join(' / ') ?? labels.join(' / '))
      }
      placeholder={t('regionPicker.placeholder')}
      notFoundContent={loaded.has(REGION_ROOT_ID) ? undefined : t('regionPicker.loading')}
      status={status}
      disabled={disabled}
      allowClear
      style={{ width: '100%' }}
    />
  );
}
