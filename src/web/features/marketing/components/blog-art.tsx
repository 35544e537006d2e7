/**
 * Generated cover art for the blog posts: small inline SVGs drawn with the theme's colours, so
 * there are no external images and every cover follows light, dark and void.
 */
export type BlogArtKind = 'grid' | 'layers' | 'circuit' | 'coins' | 'stack' | 'waves';

const P = 'var(--primary)';
const A = 'var(--accent)';
const M = 'var(--muted-foreground)';

function Shapes({ kind }: { kind: BlogArtKind }) {
  switch (kind) {
    case 'grid':
      return (
        <>
          {Array.from({ length: 24 }, (_, i) => (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: static art
              key={i}
              x={40 + (i % 8) * 40}
              y={30 + Math.floor(i / 8) * 40}
              width="28"
              height="28"
              rx="6"
              fill={i % 5 === 0 ? P : M}
              opacity={i % 5 === 0 ? 0.9 : 0.18}
            />
          ))}
        </>
      );
    case 'layers':
      return (
        <>
          {[0, 1, 2, 3].map((i) => (
            <rect key={i} x={80 + i * 30} y={30 + i * 22} width="180" height="60" rx="12" fill={i === 3 ? P : M} opacity={i === 3 ? 0.85 : 0.15 + i * 0.08} />
          ))}
        </>
      );
    case 'circuit':
      return (
        <>
          <path d="M40 80h80l30-40h80l30 40h80" stroke={P} strokeWidth="4" fill="none" strokeLinecap="round" />
          <path d="M40 120h120l30 20h150" stroke={M} strokeOpacity=".35" strokeWidth="4" fill="none" strokeLinecap="round" />
          {[120, 230, 340].map((x) => (
            <circle key={x} cx={x} cy="80" r="9" fill={P} />
          ))}
        </>
      );
    case 'coins':
      return (
        <>
          {[0, 1, 2, 3, 4].map((i) => (
            <ellipse key={i} cx={150} cy={130 - i * 16} rx="70" ry="18" fill={i === 4 ? P : M} opacity={i === 4 ? 0.9 : 0.2 + i * 0.05} />
          ))}
          <circle cx="280" cy="80" r="40" fill="none" stroke={P} strokeWidth="6" opacity=".7" />
        </>
      );
    case 'stack':
      return (
        <>
          {[0, 1, 2, 3, 4].map((i) => (
            <rect key={i} x="60" y={28 + i * 24} width={260 - i * 30} height="14" rx="7" fill={i === 0 ? P : M} opacity={i === 0 ? 0.9 : 0.2} />
          ))}
          <rect x="300" y="40" width="60" height="90" rx="10" fill={P} opacity=".25" />
        </>
      );
    default:
      return (
        <>
          {[0, 1, 2, 3].map((i) => (
            <path
              key={i}
              d={`M0 ${70 + i * 22} C 80 ${40 + i * 22}, 160 ${100 + i * 22}, 240 ${70 + i * 22} S 400 ${40 + i * 22}, 400 ${70 + i * 22}`}
              stroke={i === 1 ? P : M}
              strokeOpacity={i === 1 ? 0.9 : 0.3}
              strokeWidth="5"
              fill="none"
            />
          ))}
        </>
      );
  }
}

export function BlogArt({ kind }: { kind: BlogArtKind }) {
  return (
    <svg viewBox="0 0 400 170" className="h-full w-full" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      <rect width="400" height="170" fill={A} />
      <Shapes kind={kind} />
    </svg>
  );
}
