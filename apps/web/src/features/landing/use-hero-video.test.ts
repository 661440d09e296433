import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useHeroVideo } from './use-hero-video';

const setConnection = (value: unknown) =>
  Object.defineProperty(navigator, 'connection', { value, configurable: true });

afterEach(() => setConnection(undefined));

describe('the hero video plays on its own only where it costs little (issue 27)', () => {
  it('plays on an ordinary connection', () => {
    setConnection({ effectiveType: '4g', saveData: false });
    expect(renderHook(() => useHeroVideo()).result.current.autoPlay).toBe(true);
  });

  it('shows the still on a data-saver or 2G connection', () => {
    for (const connection of [
      { saveData: true, effectiveType: '4g' },
      { effectiveType: '2g' },
      { effectiveType: 'slow-2g' },
    ]) {
      setConnection(connection);
      expect(renderHook(() => useHeroVideo()).result.current.autoPlay, JSON.stringify(connection)).toBe(
        false,
      );
    }
  });
});
