import { describe, expect, it } from 'vitest';
import { passwordDigest } from '../../../shared/crypto/password-digest.ts';
import { changePasswordBody } from './change-password.ts';

describe('changePasswordBody', () => {
  it('sends old, new and repeated password as md5 digests', () => {
    expect(
      changePasswordBody({ oldPassword: 'admin123', password: 'abc123', repPassword: 'abc123' }),
    ).toEqual({
      old_passwprd: passwordDigest('admin123'),
      password: passwordDigest('abc123'),
      rep_password: passwordDigest('abc123'),
    });
  });

  it('drops all three fields when no old password was given (§5)', () => {
    expect(changePasswordBody({ oldPassword: '', password: 'abc123', repPassword: 'abc123' })).toEqual({});
  });
});
