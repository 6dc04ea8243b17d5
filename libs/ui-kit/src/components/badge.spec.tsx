import { render, screen } from '@testing-library/react';
import { theme } from '../theme/theme';
import { Badge, type BadgeTone } from './badge';

/** WCAG relative luminance of an `rgb(r, g, b)` colour. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+/g) ?? []).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

const hexToRgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

const TONE_COLOURS: Record<BadgeTone, [keyof typeof theme.colors, keyof typeof theme.colors]> = {
  neutral: ['textMuted', 'surfaceMuted'],
  primary: ['primary', 'primarySoft'],
  success: ['success', 'successSoft'],
  warning: ['warning', 'warningSoft'],
  danger: ['danger', 'dangerSoft'],
};

describe('Badge', () => {
  it.each(Object.entries(TONE_COLOURS))('in the %s tone uses that tone’s colours, readable (WCAG AA)', (tone, [fg, bg]) => {
    render(<Badge tone={tone as BadgeTone}>Available</Badge>);
    const style = getComputedStyle(screen.getByText('Available'));
    expect(style.color).toBe(hexToRgb(theme.colors[fg]));
    expect(style.backgroundColor).toBe(hexToRgb(theme.colors[bg]));
    expect(contrast(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });

  it('is neutral unless told otherwise', () => {
    render(<Badge>3</Badge>);
    expect(getComputedStyle(screen.getByText('3')).color).toBe(hexToRgb(theme.colors.textMuted));
  });
});
