import { useRef, useState } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/hooks/use-media-query';

/**
 * The hero video's state (WCAG 2.2.2: moving content that loops can be paused). It plays on its own
 * unless the user prefers reduced motion or paused it; `isPlaying` follows the element's events,
 * so a blocked autoplay reads as paused.
 */
export function useHeroVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const prefersReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [isPlaying, setIsPlaying] = useState(false);
  const [isPausedByUser, setIsPausedByUser] = useState(false);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      setIsPausedByUser(false);
      void video.play().catch(() => setIsPlaying(false));
    } else {
      setIsPausedByUser(true);
      video.pause();
    }
  };

  return {
    videoRef,
    autoPlay: !prefersReducedMotion && !isPausedByUser,
    isPlaying,
    onPlayingChange: setIsPlaying,
    toggle,
  };
}
