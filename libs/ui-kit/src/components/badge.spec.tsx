import { render, screen } from '@testing-library/react';
import { contrast } from '../testing/colour';
import { Badge, type BadgeTone } from './badge';

const TONES: BadgeTone[] = ['neutral', 'primary', 'success', 'warning', 'danger'];

/** A badge's text and fill colours, as the page draws them. */
function look(tone?: BadgeTone) {
  const { unmount } = render(<Badge tone={tone}>Available</Badge>);
  const { color, backgroundColor } = getComputedStyle(screen.getByText('Available'));
  unmount();
  return { color, backgroundColor };
}

describe('Badge', () => {
  it.each(TONES)('in the %s tone is readable (WCAG AA)', (tone) => {
    const { color, backgroundColor } = look(tone);
    expect(contrast(color, backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });

  it('tells its tones apart', () => {
    const looks = TONES.map((tone) => JSON.stringify(look(tone)));
    expect(new Set(looks).size).toBe(TONES.length);
  });

  it('is neutral unless told otherwise', () => {
    expect(look()).toEqual(look('neutral'));
  });
});
