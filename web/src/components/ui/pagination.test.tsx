import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { acceptsPage, clampPage, Pagination, paginationItems, type PageItem } from './pagination';

/** 1 … 8 9 [10] 11 12 … 20 as a compact string. */
const show = (items: PageItem[]) => items.map((i) => (i.type === 'page' ? String(i.page) : '…')).join(' ');

describe('paginationItems: a window of 5 around the current page, the first and last always, ellipses between', () => {
  it('few pages: all of them, no ellipsis', () => {
    expect(show(paginationItems(1, 1))).toBe('1');
    expect(show(paginationItems(2, 3))).toBe('1 2 3');
    expect(show(paginationItems(3, 5))).toBe('1 2 3 4 5');
    expect(show(paginationItems(1, 6))).toBe('1 2 3 4 5 6');
  });

  it('the window slides with the current page', () => {
    expect(show(paginationItems(1, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(paginationItems(3, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(paginationItems(4, 20))).toBe('1 2 3 4 5 6 … 20');
    expect(show(paginationItems(10, 20))).toBe('1 … 8 9 10 11 12 … 20');
    expect(show(paginationItems(17, 20))).toBe('1 … 15 16 17 18 19 20');
    expect(show(paginationItems(18, 20))).toBe('1 … 16 17 18 19 20');
    expect(show(paginationItems(20, 20))).toBe('1 … 16 17 18 19 20');
  });

  it('no ellipsis stands for a single page: the page is shown instead', () => {
    expect(show(paginationItems(4, 7))).toBe('1 2 3 4 5 6 7');
    expect(show(paginationItems(5, 9))).toBe('1 2 3 4 5 6 7 8 9');
    expect(show(paginationItems(6, 12))).toBe('1 … 4 5 6 7 8 … 12');
    expect(show(paginationItems(5, 12))).toBe('1 2 3 4 5 6 7 … 12');
  });

  it('every page from 1 to N appears once, in order, and the current page is in the window', () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const pages = paginationItems(current, total).flatMap((i) => (i.type === 'page' ? [i.page] : []));
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        expect(pages).toContain(current);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        expect(pages.length).toBeLessThanOrEqual(9);
      }
    }
  });

  it('out-of-range input is clamped; no pages gives nothing', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(show(paginationItems(99, 10))).toBe('1 … 6 7 8 9 10');
    expect(show(paginationItems(-3, 10))).toBe('1 2 3 4 5 … 10');
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(7, 5)).toBe(5);
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });

  it('accepts a page change only between 1 and totalPages', () => {
    expect(acceptsPage(0, 1, 5)).toBe(false);
    expect(acceptsPage(6, 5, 5)).toBe(false);
    expect(acceptsPage(2.5, 2, 5)).toBe(false);
    expect(acceptsPage(3, 3, 5)).toBe(false);
    expect(acceptsPage(1, 3, 5)).toBe(true);
    expect(acceptsPage(5, 3, 5)).toBe(true);
  });
});

describe('<Pagination>', () => {
  it('is a labelled nav with aria-current on the current page, and Anterior/Próximo stop at the bounds', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<Pagination page={1} totalPages={12} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Paginação' });
    expect(within(nav).getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Página 2' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(nav).toHaveTextContent('…');

    await user.click(within(nav).getByRole('button', { name: 'Próximo' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    await user.click(within(nav).getByRole('button', { name: 'Página 12' }));
    expect(onChange).toHaveBeenLastCalledWith(12);
    await user.click(within(nav).getByRole('button', { name: 'Página 1' }));
    expect(onChange).toHaveBeenCalledTimes(2); // the current page is not a change

    rerender(<Pagination page={12} totalPages={12} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onChange).toHaveBeenLastCalledWith(11);
  });

  it('renders nothing for a single page', () => {
    render(<Pagination page={1} totalPages={1} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
