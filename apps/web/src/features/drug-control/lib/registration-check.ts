import { buyerRegistration, type ControlTemplate } from '@rxdesk/contract/drug-control/drug-control';

export type RegistrationField = 'real_name' | 'id_card' | 'mobile';

export interface RegistrationInput {
  real_name?: string;
  id_card?: string;
  mobile?: string;
}

/**
 * What the storefront's buyer registration would say about an entry, as message keys per field:
 * the contract's own schema (real name required, §5 national ID with its check digit and date,
 * §5 mobile), plus the template's "mobile required". The server checks the same at intake.
 */
export function checkRegistration(
  template: Pick<ControlTemplate, 'require_mobile'>,
  input: RegistrationInput,
): Partial<Record<RegistrationField, string>> {
  const mobile = input.mobile?.trim() ?? '';
  const parsed = buyerRegistration.safeParse({
    real_name: input.real_name ?? '',
    id_card: input.id_card ?? '',
    ...(mobile ? { mobile } : {}),
  });
  const errors: Partial<Record<RegistrationField, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as RegistrationField;
      errors[field] ??= issue.message;
    }
  }
  if (template.require_mobile === 1 && !mobile) errors.mobile ??= 'error.control.mobileRequired';
  return errors;
}
