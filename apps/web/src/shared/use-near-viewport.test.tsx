import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

interface FakeObserver {
  callback: IntersectionObserverCallback;
  rootMargin: string;
  target?: Element;
}

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>('600px');
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  let observers: FakeObserver[];
  beforeEach(() => {
    observers = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly fake: FakeObserver;
        constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
          this.fake = { callback, rootMargin: options.rootMargin ?? '0px' };
          observers.push(this.fake);
        }
        observe(target: Element) {
          this.fake.target = target;
        }
        disconnect() {
          this.fake.target = undefined;
        }
      },
    );
  });
  afterEach(cleanup);

  const watching = () => observers.filter((observer) => observer.target);
  const intersect = (observer: FakeObserver) =>
    act(() =>
      observer.callback(
        [{ isIntersecting: true, target: observer.target } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );

  it('watches only the viewport until the visitor scrolls, then the margin around it', () => {
    render(<Probe />);
    expect(watching().map((observer) => observer.rootMargin)).toEqual(['0px']);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(watching().map((observer) => observer.rootMargin)).toEqual(['600px']);
    expect(screen.getByText('far')).toBeTruthy();
  });

  it('stays near once near, and stops watching', () => {
    render(<Probe />);
    intersect(watching()[0]);
    expect(screen.getByText('near')).toBeTruthy();
    expect(watching()).toEqual([]);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('near')).toBeTruthy();
  });

  it('counts as near where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeTruthy();
  });
});
