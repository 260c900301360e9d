/**
 * happy-dom's IntersectionObserver never reports, and it lays nothing out: here every observed
 * element is reported on screen as soon as it is observed (what a rail at the top of a page
 * sees), so components that wait to be near the screen (`useNearScreen`) behave as on a page
 * that has painted. A test of the waiting itself installs `FarIntersectionObserver` instead and
 * brings elements into view with `FarIntersectionObserver.intersect`.
 */
export class OnScreenIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds = [0];
  readonly scrollMargin = '0px';
  readonly #callback: IntersectionObserverCallback;

  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.#callback = callback;
    this.rootMargin = options.rootMargin ?? '0px';
  }

  observe(target: Element): void {
    this.#callback([entryFor(target, true)], this);
  }
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/** Reports nothing until a test calls `intersect(element)`: everything starts far below. */
export class FarIntersectionObserver implements IntersectionObserver {
  static readonly live = new Set<FarIntersectionObserver>();
  /** Every live observer watching `target` reports it intersecting (with the rootMargin). */
  static intersect(target: Element | null): void {
    if (!target) throw new Error('nothing to bring into view');
    for (const observer of [...FarIntersectionObserver.live]) {
      if (observer.#targets.has(target)) observer.#callback([entryFor(target, true)], observer);
    }
  }

  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds = [0];
  readonly scrollMargin = '0px';
  readonly #callback: IntersectionObserverCallback;
  readonly #targets = new Set<Element>();

  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.#callback = callback;
    this.rootMargin = options.rootMargin ?? '0px';
  }

  observe(target: Element): void {
    this.#targets.add(target);
    FarIntersectionObserver.live.add(this);
  }
  unobserve(target: Element): void {
    this.#targets.delete(target);
  }
  disconnect(): void {
    this.#targets.clear();
    FarIntersectionObserver.live.delete(this);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

function entryFor(target: Element, isIntersecting: boolean): IntersectionObserverEntry {
  const rect = target.getBoundingClientRect();
  return {
    target,
    isIntersecting,
    intersectionRatio: isIntersecting ? 1 : 0,
    boundingClientRect: rect,
    intersectionRect: rect,
    rootBounds: null,
    time: performance.now(),
  };
}
