import type { ClientType, ThemeDef } from '@rxdesk/contract/pages/themes';

/** A theme's preview, drawn: a shop page in its colours (header, banner, goods tiles, prices). PC
 * is a browser page, mobile a phone screen. */
export function ThemePreview({
  theme,
  client,
  width = 240,
}: {
  theme: ThemeDef;
  client: ClientType;
  width?: number;
}) {
  if (client === 'MOBILE') {
    const h = Math.round(width * 1.6);
    return (
      <svg viewBox="0 0 200 320" width={width} height={h} role="img" aria-label={theme.en}>
        <rect x="1" y="1" width="198" height="318" rx="22" fill="#222" />
        <rect x="8" y="14" width="184" height="292" rx="10" fill={theme.background} />
        <rect x="8" y="14" width="184" height="40" rx="10" fill={theme.primary} />
        <rect x="20" y="28" width="120" height="14" rx="7" fill="#fff" opacity="0.9" />
        <rect x="16" y="62" width="168" height="70" rx="8" fill={theme.primary} opacity="0.25" />
        <circle cx="150" cy="97" r="22" fill={theme.accent} />
        {[0, 1, 2, 3].map((i) => (
          <circle key={i} cx={40 + i * 40} cy="152" r="12" fill={theme.primary} opacity={0.5 + i * 0.1} />
        ))}
        {[0, 1].map((i) => (
          <g key={i}>
            <rect x={16 + i * 86} y="176" width="82" height="110" rx="6" fill="#fff" />
            <rect x={24 + i * 86} y="184" width="66" height="58" rx="4" fill={theme.primary} opacity="0.15" />
            <rect x={24 + i * 86} y="250" width="50" height="8" rx="4" fill="#999" />
            <rect x={24 + i * 86} y="266" width="30" height="10" rx="4" fill={theme.accent} />
          </g>
        ))}
      </svg>
    );
  }
  const h = Math.round(width * 0.7);
  return (
    <svg viewBox="0 0 320 224" width={width} height={h} role="img" aria-label={theme.en}>
      <rect x="0.5" y="0.5" width="319" height="223" rx="6" fill={theme.background} stroke="#ccc" />
      <rect x="0.5" y="0.5" width="319" height="14" rx="6" fill="#e6e6e6" />
      {[0, 1, 2].map((i) => (
        <circle key={i} cx={10 + i * 9} cy="7.5" r="3" fill="#bbb" />
      ))}
      <rect x="0" y="15" width="320" height="26" fill={theme.primary} />
      <rect x="14" y="22" width="60" height="12" rx="3" fill="#fff" opacity="0.9" />
      {[0, 1, 2, 3].map((i) => (
        <rect key={i} x={110 + i * 48} y="25" width="36" height="6" rx="3" fill="#fff" opacity="0.7" />
      ))}
      <rect x="14" y="50" width="292" height="64" rx="4" fill={theme.primary} opacity="0.25" />
      <circle cx="260" cy="82" r="22" fill={theme.accent} />
      <rect x="30" y="70" width="110" height="12" rx="3" fill="#fff" />
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <rect x={14 + i * 74} y="124" width="66" height="88" rx="4" fill="#fff" />
          <rect x={20 + i * 74} y="130" width="54" height="48" rx="3" fill={theme.primary} opacity="0.15" />
          <rect x={20 + i * 74} y="184" width="40" height="6" rx="3" fill="#999" />
          <rect x={20 + i * 74} y="196" width="26" height="8" rx="3" fill={theme.accent} />
        </g>
      ))}
    </svg>
  );
}
