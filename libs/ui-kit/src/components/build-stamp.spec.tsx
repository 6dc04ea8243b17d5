import { render, screen } from '@testing-library/react';
import { BuildStamp } from './build-stamp';

describe('BuildStamp', () => {
  it('names the build', () => {
    render(<BuildStamp build="2026-11-23.1" />);
    expect(screen.getByText('build 2026-11-23.1')).toBeInTheDocument();
  });

  it('shows nothing without a build', () => {
    const { container } = render(<BuildStamp />);
    expect(container).toBeEmptyDOMElement();
  });
});
