/** What the add and edit dialogs hand to the API calls: the form's values, password in clear
 * (hashed only when sent) and the pharmacist flag as a switch. */
export interface ClerkInput {
  mobile: string;
  real_name?: string;
  role_id: number;
  pharmacist: boolean;
  wecom_userid?: string;
}

/** The body fields both calls share: trimmed, flags as 0/1, an empty WeCom id left out. */
export function clerkBody(input: ClerkInput) {
  const wecom = input.wecom_userid?.trim();
  return {
    mobile: input.mobile.trim(),
    real_name: input.real_name?.trim() ?? '',
    role_id: input.role_id,
    pharmacist: input.pharmacist ? 1 : 0,
    ...(wecom ? { wecom_userid: wecom } : {}),
  };
}
