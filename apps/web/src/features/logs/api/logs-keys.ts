import type { LogListQuery } from '@rxdesk/contract/logs/logs';

/** Query keys of the log screen (read-only: nothing invalidates them but time). */
export const logKeys = {
  all: ['logs'] as const,
  list: (params: LogListQuery) => [...logKeys.all, 'list', params] as const,
  entry: (id: number) => [...logKeys.all, 'entry', id] as const,
  operators: () => [...logKeys.all, 'operators'] as const,
};
