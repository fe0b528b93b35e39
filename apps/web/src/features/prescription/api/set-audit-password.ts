import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passwordDigest } from '../../../shared/crypto/password-digest.ts';
import { apiClient } from '../../../shared/http/api-client.ts';
import { prescriptionKeys } from './prescription-keys.ts';

export interface AuditPasswordInput {
  /** Required once an audit password exists; absent the first time. */
  oldPassword?: string;
  password: string;
  repPassword: string;
}

/** The body: every password as its md5 digest; no old_password when none was given. */
export function auditPasswordBody({
  oldPassword,
  password,
  repPassword,
}: AuditPasswordInput): Record<string, string> {
  return {
    ...(oldPassword ? { old_password: passwordDigest(oldPassword) } : {}),
    password: passwordDigest(password),
    rep_password: passwordDigest(repPassword),
  };
}

/** POST seller/pharmacist/setPwd — the pharmacist's audit password (§6). Silent: the dialog puts
 * field errors (wrong old password…) under their fields. */
export function setAuditPassword(input: AuditPasswordInput): Promise<unknown> {
  return apiClient.post('seller/pharmacist/setPwd', auditPasswordBody(input), { silent: true });
}

export function useSetAuditPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAuditPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prescriptionKeys.pharmacistMethod() }),
  });
}
