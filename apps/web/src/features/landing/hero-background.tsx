import type { Ref } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { MOBILE_QUERY, useMediaQuery } from '@/hooks/use-media-query';

const HERO_MEDIA = {
  mobile: {
    webm: '/media/hero-mobile.webm',
    mp4: '/media/hero-mobile.mp4',
    poster: '/media/hero-poster-mobile.jpg',
  },
  desktop: {
    webm: '/media/hero-desktop.webm',
    mp4: '/media/hero-desktop.mp4',
    poster: '/media/hero-poster-desktop.jpg',
  },
} as const;

export interface HeroBackgroundProps {
  videoRef: Ref<HTMLVideoElement>;
  /** False when the user prefers reduced motion or paused it: the still (poster) shows. */
  autoPlay: boolean;
  onPlayingChange: (isPlaying: boolean) => void;
}

/**
 * Decorative hero backdrop: a looping muted video (portrait below 768 px, landscape above) that
 * starts on its own unless the user prefers reduced motion; `HeroVideoToggle` pauses and plays it.
 *
 * Contrast: the brightest pixel of the footage and stills is about #ff5e28 (3.1:1 against white); under
 * the flat black/40 layer it becomes #993818, so white text stays ≥ 7:1 everywhere. The gradients on
 * top only darken further (edges, and the text side on wide screens).
 */
export function HeroBackground({ videoRef, autoPlay, onPlayingChange }: HeroBackgroundProps) {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  // The landing's build-time HTML, and its hydration, show no video (no script has run), only the
  // still of the viewport's variant, the page's LCP image, chosen by the browser from the same
  // breakpoint. The video replaces it right after hydration.
  const still = !useHydrated();
  const media = isMobile ? HERO_MEDIA.mobile : HERO_MEDIA.desktop;

  return (
    <div className="absolute inset-0 -z-10 overflow-hidden bg-stone-950" aria-hidden="true">
      {still ? (
        <picture>
          <source media={MOBILE_QUERY} srcSet={HERO_MEDIA.mobile.poster} />
          <img
            src={HERO_MEDIA.desktop.poster}
            alt=""
            fetchPriority="high"
            className="absolute inset-0 size-full object-cover"
          />
        </picture>
      ) : (
        <video
          // A new element per variant: swapping <source> children alone does not reload a video.
          key={media.webm}
          ref={videoRef}
          autoPlay={autoPlay}
          muted
          loop
          playsInline
          preload={autoPlay ? 'metadata' : 'none'}
          poster={media.poster}
          aria-hidden="true"
          tabIndex={-1}
          onPlay={() => onPlayingChange(true)}
          onPause={() => onPlayingChange(false)}
          className="absolute inset-0 size-full object-cover"
        >
          <source src={media.webm} type="video/webm" />
          <source src={media.mp4} type="video/mp4" />
        </video>
      )}
      <div className="absolute inset-0 bg-black/40" />
      <div className="absolute inset-0 bg-linear-to-t from-black/30 via-transparent to-black/30" />
      <div className="absolute inset-0 bg-linear-to-r from-black/40 via-black/10 to-transparent max-md:hidden" />
    </div>
  );
}
