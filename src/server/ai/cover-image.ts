import { createHash } from 'node:crypto';

/**
 * The generated cover of a saved recipe when no image model is configured: an abstract picture,
 * the same every time for the same recipe (seeded by its id and title), 1200x630 (the social
 * card size). Mid-tone colours on a deep gradient read well on light and dark pages alike.
 * Drawn as SVG, rasterised to PNG by sharp; no text, so no font on the host can change it.
 */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

/** A small seeded generator (mulberry32): the same seed gives the same picture. */
function random(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const hsl = (h: number, s: number, l: number, a = 1) =>
  `hsla(${Math.round(((h % 360) + 360) % 360)}, ${Math.round(s)}%, ${Math.round(l)}%, ${a.toFixed(2)})`;

const n = (value: number) => value.toFixed(1);

/** The picture as SVG markup. */
export function coverSvg(recipe: { id: string; title: string }): string {
  const rand = random(`${recipe.id}\n${recipe.title}`);
  const between = (min: number, max: number) => min + rand() * (max - min);
  const W = COVER_WIDTH;
  const H = COVER_HEIGHT;

  // Palette: a base hue, a neighbour 25-60° away and an accent roughly opposite.
  const base = between(0, 360);
  const neighbour = base + between(25, 60) * (rand() < 0.5 ? -1 : 1);
  const accent = base + between(150, 210);
  const hues = [base, neighbour, accent];
  const angle = between(0, 360);

  // Soft glowing orbs: radial gradients fading to nothing look like blurred circles at a fraction
  // of a Gaussian blur's cost (about 20 ms a cover instead of 300-600 ms).
  const orbDefs: string[] = [];
  const orbs = Array.from({ length: 5 }, (_, i) => {
    const hue = hues[i % hues.length]!;
    const colour = hsl(hue, between(65, 85), between(52, 66));
    const opacity = between(0.45, 0.7).toFixed(2);
    orbDefs.push(
      `<radialGradient id="orb${i}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="0.45" stop-color="${colour}" stop-opacity="${(Number(opacity) * 0.6).toFixed(2)}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    );
    return `<circle cx="${n(between(0, W))}" cy="${n(between(0, H))}" r="${n(between(260, 480))}" fill="url(#orb${i})"/>`;
  }).join('');

  // Flowing bands across the picture, like contour lines.
  const waves = Array.from({ length: 7 }, (_, i) => {
    const y = H * (0.25 + i * 0.09) + between(-20, 20);
    const amp = between(30, 90);
    const c1 = between(0.2, 0.4) * W;
    const c2 = between(0.6, 0.8) * W;
    return `<path d="M -20 ${n(y)} C ${n(c1)} ${n(y - amp)}, ${n(c2)} ${n(y + amp)}, ${W + 20} ${n(y - amp / 3)}" fill="none" stroke="white" stroke-opacity="${(0.06 + i * 0.015).toFixed(3)}" stroke-width="${n(between(1.5, 3))}"/>`;
  }).join('');

  // A dot grid in one corner and a few glassy tiles give it structure.
  const gridX = rand() < 0.5 ? 60 : W - 60 - 9 * 22;
  const gridY = rand() < 0.5 ? 50 : H - 50 - 5 * 22;
  const dots: string[] = [];
  for (let row = 0; row < 6; row++)
    for (let col = 0; col < 10; col++)
      dots.push(
        `<circle cx="${gridX + col * 22}" cy="${gridY + row * 22}" r="2.2" fill="white" fill-opacity="0.28"/>`,
      );

  const tiles = Array.from({ length: 3 }, () => {
    const size = between(90, 200);
    return `<rect x="${n(between(0.1, 0.85) * W)}" y="${n(between(0.1, 0.8) * H)}" width="${n(size)}" height="${n(size)}" rx="${n(size * 0.22)}" transform="rotate(${n(between(-30, 30))})" fill="white" fill-opacity="0.07" stroke="white" stroke-opacity="0.18"/>`;
  }).join('');

  const ring = `<circle cx="${n(between(0.2, 0.8) * W)}" cy="${n(between(0.2, 0.8) * H)}" r="${n(between(90, 160))}" fill="none" stroke="${hsl(accent, 90, 75, 0.55)}" stroke-width="10"/>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="bg" gradientTransform="rotate(${n(angle)} 0.5 0.5)">
<stop offset="0" stop-color="${hsl(base, 55, 30)}"/>
<stop offset="1" stop-color="${hsl(neighbour, 60, 16)}"/>
</linearGradient>
<radialGradient id="shade" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="black" stop-opacity="0"/><stop offset="1" stop-color="black" stop-opacity="0.35"/></radialGradient>
${orbDefs.join('')}
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
${orbs}${waves}${tiles}${ring}${dots.join('')}
<rect width="${W}" height="${H}" fill="url(#shade)"/>
</svg>`;
}

/** The cover as PNG bytes. */
export async function renderCover(recipe: { id: string; title: string }): Promise<Buffer> {
  // libvips loads on the first cover, not at start-up: an idle server does not carry it.
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(coverSvg(recipe)))
    .png({ palette: true, colours: 160, effort: 1, dither: 0.4, compressionLevel: 6 })
    .toBuffer();
}
