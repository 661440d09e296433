import { afterEach, describe, expect, it, vi } from 'vitest';
import { precacheLoadedAssets } from './precache-loaded-assets';

afterEach(() => {
  vi.restoreAllMocks();
  // jsdom has no service workers: the container is this test's own.
  Reflect.deleteProperty(window.navigator, 'serviceWorker');
});

function fakeWorkerContainer(controller: { postMessage: (message: unknown) => void } | null) {
  const container = Object.assign(new EventTarget(), { controller });
  Object.defineProperty(window.navigator, 'serviceWorker', { configurable: true, value: container });
  return container;
}

const loaded = (...names: string[]) =>
  vi
    .spyOn(performance, 'getEntriesByType')
    .mockReturnValue(names.map((name) => ({ name }) as PerformanceEntry));

describe('precacheLoadedAssets', () => {
  it('hands the worker in control this origin’s /assets/ files the page loaded, and asks it to remember the session', () => {
    const postMessage = vi.fn();
    fakeWorkerContainer({ postMessage });
    loaded(
      'http://localhost:3000/assets/index-abc.js',
      'http://localhost:3000/api/rpc/get_auth_context',
      'https://cdn.example.com/assets/other.js',
      'http://localhost:3000/assets/training-page-def.js',
    );

    const stop = precacheLoadedAssets();

    expect(postMessage.mock.calls.map(([message]) => message)).toEqual([
      { type: 'remember-session' },
      {
        type: 'precache',
        urls: [
          'http://localhost:3000/assets/index-abc.js',
          'http://localhost:3000/assets/training-page-def.js',
        ],
      },
    ]);
    stop();
  });

  it('waits for a worker to take control when none does yet', () => {
    const container = fakeWorkerContainer(null);
    loaded('http://localhost:3000/assets/index-abc.js');
    const stop = precacheLoadedAssets();

    const postMessage = vi.fn();
    container.controller = { postMessage };
    container.dispatchEvent(new Event('controllerchange'));

    expect(postMessage).toHaveBeenCalledWith({ type: 'remember-session' });
    expect(postMessage).toHaveBeenCalledWith({
      type: 'precache',
      urls: ['http://localhost:3000/assets/index-abc.js'],
    });
    stop();
    postMessage.mockClear();
    container.dispatchEvent(new Event('controllerchange'));
    expect(postMessage).not.toHaveBeenCalled();
  });
});
