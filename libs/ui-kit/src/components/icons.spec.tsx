import { render } from '@testing-library/react';
import * as icons from './icons';

describe('icons', () => {
  it.each(Object.entries(icons))('%s is decoration at the asked size', (_name, Icon) => {
    const { container } = render(<Icon size={24} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '24');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
  });
});
