/** '13812345678' → '138****5678' (§5). Anything that is not exactly 11 ASCII digits — a short
 * number, a landline, a number with a trunk 0 — is returned unchanged, because masking a value of
 * unknown shape could hide the wrong digits. null/undefined (a member without a mobile) give ''. */
export function maskMobile(mobile: string | null | undefined): string {
  if (mobile === null || mobile === undefined) return '';
  if (!/^\d{11}$/.test(mobile)) return mobile;
  return `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
}
