import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInViewOrEngaged } from './use-in-view-or-engaged';

interface FakeObserver {
  callback: IntersectionObserverCallback;
  target?: Element;
}

function Probe() {
  const [ref, wanted] = useInViewOrEngaged<HTMLDivElement>();
  return <div ref={ref}>{wanted ? 'wanted' : 'not yet'}</div>;
}

describe('useInViewOrEngaged', () => {
  let observers: FakeObserver[];
  beforeEach(() => {
    observers = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly fake: FakeObserver;
        constructor(callback: IntersectionObserverCallback) {
          this.fake = { callback };
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

  it('is not wanted while the page is only open and the element out of view', () => {
    render(<Probe />);
    act(() => {
      const [observer] = watching();
      observer.callback(
        [{ isIntersecting: false, target: observer.target } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    });
    expect(screen.getByText('not yet')).toBeTruthy();
  });

  it('is wanted once in view, and stops watching', () => {
    render(<Probe />);
    act(() => {
      const [observer] = watching();
      observer.callback(
        [{ isIntersecting: true, target: observer.target } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    });
    expect(screen.getByText('wanted')).toBeTruthy();
    expect(watching()).toEqual([]);
  });

  it.each(['scroll', 'keydown', 'pointerdown', 'touchstart'])(
    'is wanted once the visitor does anything (%s)',
    (type) => {
      render(<Probe />);
      act(() => {
        window.dispatchEvent(new Event(type));
      });
      expect(screen.getByText('wanted')).toBeTruthy();
    },
  );

  it('is wanted at once where the browser cannot tell what is in view', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('wanted')).toBeTruthy();
  });
});
