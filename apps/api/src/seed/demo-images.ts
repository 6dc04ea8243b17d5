import { encodePng, type Rgb } from './png';

const WHITE: Rgb = [255, 255, 255];

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t)) as unknown as Rgb;
}

/** A 96x96 logo: a diagonal gradient of the brand colour with a white ring in the middle. */
export function logoPng(colour: Rgb, accent: Rgb): Buffer {
  const size = 96;
  const centre = size / 2;
  return encodePng(size, size, (x, y) => {
    const distance = Math.hypot(x - centre + 0.5, y - centre + 0.5);
    if (distance >= 22 && distance <= 30) return WHITE;
    if (distance < 14) return accent;
    return mix(colour, accent, (x + y) / (2 * size));
  });
}

/**
 * A 270x480 phone-screen sketch of one setup step: a coloured title bar, grey text lines, a
 * highlighted button and `step` dots at the bottom.
 */
export function setupGuidePng(colour: Rgb, step: number, steps: number): Buffer {
  const [width, height] = [270, 480];
  const grey: Rgb = [214, 219, 226];
  const page: Rgb = [246, 247, 249];
  return encodePng(width, height, (x, y) => {
    if (y < 56) return colour;
    const line = Math.floor((y - 88) / 28);
    if (y >= 88 && line < 6 && (y - 88) % 28 < 12 && x >= 24 && x < width - 24 - (line % 3) * 40) return grey;
    if (y >= 300 && y < 344 && x >= 40 && x < width - 40) return step === steps ? [46, 160, 67] : colour;
    const dots = Array.from({ length: steps }, (_, i) => width / 2 + (i - (steps - 1) / 2) * 24);
    const dot = dots.findIndex((cx) => Math.hypot(x - cx, y - 430) <= 6);
    if (dot >= 0) return dot + 1 === step ? colour : grey;
    return page;
  });
}
