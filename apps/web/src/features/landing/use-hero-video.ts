import { useRef, useState } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/hooks/use-media-query';

/** A connection that asked to save data, or a 2G one: the still is enough there (issue 27). */
function isFrugalConnection(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * The hero video's state (WCAG 2.2.2: moving content that loops can be paused). It plays on its own
 * unless the user prefers reduced motion, is on a data-saver or 2G connection, or paused it; `isPlaying` follows the element's events,
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
    autoPlay: !prefersReducedMotion && !isPausedByUser && !isFrugalConnection(),
    isPlaying,
    onPlayingChange: setIsPlaying,
    toggle,
  };
}
