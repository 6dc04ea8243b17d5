import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockScreen, unmockMatchMedia } from '@shopdesk/ui-kit/testing';
import { Pagination, type PaginationProps } from './pagination';

function setup(props: Partial<PaginationProps> = {}) {
  const onPageChange = jest.fn();
  const view = render(
    <Pagination page={1} totalPages={20} totalItems={400} limit={20} onPageChange={onPageChange} {...props} />,
  );
  return { onPageChange, user: userEvent.setup(), ...view };
}

const pageInput = () => screen.getByRole('spinbutton', { name: 'Go to page' });

describe('Pagination', () => {
  afterEach(unmockMatchMedia);

  it('shows the spec texts', () => {
    const { rerender } = setup({ page: 2, totalPages: 3, totalItems: 45 });
    expect(screen.getByText('Showing 21 to 40 of 45 entries')).toBeInTheDocument();
    rerender(<Pagination page={1} totalPages={1} totalItems={12} limit={20} onPageChange={jest.fn()} />);
    expect(screen.getByText('Showing 12 entries')).toBeInTheDocument();
  });

  it('says when the total is a lower bound', () => {
    setup({ totalPages: 500, totalItems: 10000, totalIsLowerBound: true });
    expect(screen.getByText('Showing 1 to 20 of more than 10,000 entries')).toBeInTheDocument();
  });

  it('lists the first, last and two pages either side of the current one, with gaps', () => {
    setup({ page: 10 });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const pages = within(nav)
      .getAllByRole('button', { name: /^Page / })
      .map((button) => button.textContent);
    expect(pages).toEqual(['1', '8', '9', '10', '11', '12', '20']);
    expect(within(nav).getAllByText('…')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 9' })).not.toHaveAttribute('aria-current');
  });

  const listedPages = () =>
    within(screen.getByRole('navigation', { name: 'Pagination' }))
      .getAllByRole('button', { name: /^Page / })
      .map((button) => button.textContent);

  it('lists one page either side of the current one on a phone, the page input still named', () => {
    mockScreen({ width: 390, height: 844 });
    setup({ page: 10 });
    expect(listedPages()).toEqual(['1', '9', '10', '11', '20']);
    expect(pageInput()).toBeInTheDocument();
  });

  it.each([
    ['a portrait tablet', { width: 768, height: 1024 }],
    ['a small portrait tablet', { width: 600, height: 960 }],
    ['a portrait monitor', { width: 1080, height: 1920 }],
    ['a phone turned sideways', { width: 844, height: 390 }],
  ])('keeps two pages either side on %s', (_screen, size) => {
    mockScreen(size);
    setup({ page: 10 });
    expect(listedPages()).toEqual(['1', '8', '9', '10', '11', '12', '20']);
  });

  it('disables Previous on page 1 and Next on the last page', () => {
    const { rerender, onPageChange } = setup({ page: 1 });
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pagination page={20} totalPages={20} totalItems={400} limit={20} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('goes to the previous, next or a listed page', async () => {
    const { user, onPageChange } = setup({ page: 5 });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Page 20' }));
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange.mock.calls).toEqual([[6], [4], [20]]);
  });

  it('has a page-number input from 1 to the total pages that goes there on Enter or blur', async () => {
    const { user, onPageChange } = setup({ page: 1 });
    expect(pageInput()).toHaveAttribute('min', '1');
    expect(pageInput()).toHaveAttribute('max', '20');
    await user.clear(pageInput());
    await user.type(pageInput(), '7{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(7);
    await user.clear(pageInput());
    await user.type(pageInput(), '3');
    await user.tab();
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('clamps an out-of-range page number', async () => {
    const { user, onPageChange } = setup({ page: 4 });
    await user.clear(pageInput());
    await user.type(pageInput(), '999{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(20);
    expect(pageInput()).toHaveValue(20);
    await user.clear(pageInput());
    await user.type(pageInput(), '-3{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('asks for nothing when the input is blank, not whole, or the current page', async () => {
    const { user, onPageChange } = setup({ page: 4 });
    await user.clear(pageInput());
    await user.keyboard('{Enter}');
    expect(pageInput()).toHaveValue(4);
    await user.clear(pageInput());
    await user.type(pageInput(), '2.5{Enter}');
    expect(pageInput()).toHaveValue(4);
    await user.clear(pageInput());
    await user.type(pageInput(), '4{Enter}');
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('shows the new page in the input when the page changes from outside', () => {
    const { rerender } = setup({ page: 2 });
    rerender(<Pagination page={9} totalPages={20} totalItems={400} limit={20} onPageChange={jest.fn()} />);
    expect(pageInput()).toHaveValue(9);
  });

  it('with one page or none, offers no page input and no moves', () => {
    const { rerender } = setup({ page: 1, totalPages: 1, totalItems: 3 });
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    rerender(<Pagination page={1} totalPages={0} totalItems={0} limit={20} onPageChange={jest.fn()} />);
    expect(screen.getByText('Showing 0 entries')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Page / })).not.toBeInTheDocument();
  });
});
