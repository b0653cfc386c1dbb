import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnelCompacto } from './anel-compacto';

const arco = (container: HTMLElement) => container.querySelectorAll('circle')[1];

describe('AnelCompacto', () => {
  it('names the credits and the goal, and shows the share reached, rounded down', () => {
    const { container } = render(<AnelCompacto total={16.5} meta={50} />);
    expect(screen.getByRole('img', { name: '16,5 de 50 créditos da meta' })).toBeInTheDocument();
    expect(screen.getByText('33%')).toBeInTheDocument();
    const [comprimento, volta] = arco(container)!.getAttribute('stroke-dasharray')!.split(' ').map(Number);
    expect(comprimento! / volta!).toBeCloseTo(0.33, 5);
    expect(arco(container)!.getAttribute('stroke')).toBe('#0b5cad');
  });

  it('closes the ring in green at the goal, and does not pass it', () => {
    const { container } = render(<AnelCompacto total={80} meta={50} />);
    expect(screen.getByText('100%')).toBeInTheDocument();
    const [comprimento, volta] = arco(container)!.getAttribute('stroke-dasharray')!.split(' ').map(Number);
    expect(comprimento).toBeCloseTo(volta!, 5);
    expect(arco(container)!.getAttribute('stroke')).toBe('#1b7a3e');
  });

  it('draws only the track with no credits', () => {
    const { container } = render(<AnelCompacto total={0} meta={50} />);
    expect(container.querySelectorAll('circle')).toHaveLength(1);
    expect(screen.getByText('0%')).toBeInTheDocument();
  });
});
