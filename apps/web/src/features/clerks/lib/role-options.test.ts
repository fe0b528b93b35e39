import type { Clerk, Role } from '@rxdesk/contract/clerks/clerks';
import { describe, expect, it } from 'vitest';
import { roleOptions } from './role-options.ts';

const role = (role_id: number, role_name: string): Role => ({
  role_id,
  role_name,
  permissions: [],
  clerk_count: 0,
  create_time: 0,
});
const clerk = (clerk_id: number, role_id: number, role_name: string, founder = 0): Clerk => ({
  clerk_id,
  username: `u${clerk_id}`,
  mobile: '13800000000',
  real_name: '',
  role_id,
  role_name,
  founder,
  pharmacist: 0,
  enabled: 1,
  wecom_userid: '',
  create_time: 0,
  last_login_time: null,
});

describe('roleOptions', () => {
  it('offers the roles list when there is one', () => {
    expect(roleOptions([role(2, '店员'), role(3, '药师')], [clerk(1, 9, 'x')])).toEqual([
      { value: 2, label: '店员' },
      { value: 3, label: '药师' },
    ]);
  });

  it('falls back to the roles the clerks hold, once each, never the founder’s', () => {
    expect(
      roleOptions(undefined, [
        clerk(1, 0, '店主', 1),
        clerk(2, 2, '店员'),
        clerk(3, 2, '店员'),
        clerk(4, 3, '药师'),
      ]),
    ).toEqual([
      { value: 2, label: '店员' },
      { value: 3, label: '药师' },
    ]);
    expect(roleOptions(undefined, undefined)).toEqual([]);
  });
});
