import { describe, expect, it } from 'vitest';
import { passwordDigest } from '../../../shared/crypto/password-digest.ts';
import { auditPasswordBody } from './set-audit-password.ts';

describe('auditPasswordBody', () => {
  it('sends every password as its md5 digest', () => {
    expect(
      auditPasswordBody({ oldPassword: 'audit123', password: 'audit456', repPassword: 'audit456' }),
    ).toEqual({
      old_password: passwordDigest('audit123'),
      password: passwordDigest('audit456'),
      rep_password: passwordDigest('audit456'),
    });
  });

  it('leaves out the old password the first time one is set', () => {
    expect(auditPasswordBody({ password: 'audit456', repPassword: 'audit456' })).not.toHaveProperty(
      'old_password',
    );
  });
});
