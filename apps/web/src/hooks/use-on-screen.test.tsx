import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnScreen } from './use-on-screen';

function Probe() {
  const [ref, isOnScreen] = useOnScreen<HTMLDivElement>();
  return <div ref={ref}>{isOnScreen ? 'na tela' : 'fora da tela'}</div>;
}

type Callback = (entries: { isIntersecting: boolean }[]) => void;

describe('useOnScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is true at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('na tela')).toBeTruthy();
  });

  it('waits for the element to reach the screen, then stops watching', () => {
    let notify: Callback = () => {};
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback) {
          notify = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(<Probe />);
    expect(screen.getByText('fora da tela')).toBeTruthy();
    act(() => notify([{ isIntersecting: false }]));
    expect(screen.getByText('fora da tela')).toBeTruthy();
    act(() => notify([{ isIntersecting: true }]));
    expect(screen.getByText('na tela')).toBeTruthy();
    expect(disconnect).toHaveBeenCalled();
  });
});
