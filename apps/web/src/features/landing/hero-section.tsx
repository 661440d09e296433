import { ArrowDown, Dumbbell, Flame, Footprints, Pause, Play, Waves } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/hooks/use-hydrated';
import { HeroBackground } from './hero-background';
import { useHeroVideo } from './use-hero-video';

const TAF_EVENTS = [
  { icon: Dumbbell, label: 'Barra fixa' },
  { icon: Footprints, label: 'Corrida de 2400 m' },
  { icon: Waves, label: 'Natação de 100 m' },
];

/** First screen of the landing page: video backdrop, headline and the call to action. */
export function HeroSection({ onStart }: { onStart: () => void }) {
  const video = useHeroVideo();
  // The prerendered still has no video to pause: the control comes after hydration, with the video.
  const still = !useHydrated();
  return (
    <section
      aria-labelledby="hero-titulo"
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-end overflow-hidden text-white md:items-center"
    >
      <HeroBackground
        videoRef={video.videoRef}
        autoPlay={video.autoPlay}
        onPlayingChange={video.onPlayingChange}
      />
      {still ? null : (
        <button
          type="button"
          onClick={video.toggle}
          aria-label={video.isPlaying ? 'Pausar vídeo' : 'Reproduzir vídeo'}
          className="absolute top-4 right-4 z-10 flex size-11 items-center justify-center rounded-full border border-white/40 bg-black/50 text-white backdrop-blur-sm transition-colors hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-white focus-visible:outline-offset-2 sm:right-6 lg:right-8"
        >
          {video.isPlaying ? (
            <Pause className="size-5" aria-hidden="true" />
          ) : (
            <Play className="size-5" aria-hidden="true" />
          )}
        </button>
      )}
      <div className="mx-auto w-full max-w-6xl px-4 pt-24 pb-14 sm:px-6 md:py-24 lg:px-8">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/30 bg-black/30 px-3 py-1 font-medium text-sm backdrop-blur-sm">
            <Flame className="size-4 text-amber-400" aria-hidden="true" />
            TAF do CBMDF
          </p>
          <h1
            id="hero-titulo"
            className="mt-5 text-balance font-extrabold text-4xl leading-[1.1] tracking-tight sm:text-5xl lg:text-6xl"
          >
            Prepare-se para o seu TAF
          </h1>
          <p className="mt-5 max-w-xl text-pretty text-lg sm:text-xl">
            Simulados com a tabela do edital, treinos de barra, corrida e natação, rankings e acompanhamento
            do seu treinador — tudo em um só lugar.
          </p>
          <Button
            size="lg"
            onClick={onStart}
            className="mt-8 w-full shadow-lg focus-visible:outline-white sm:w-auto"
          >
            Começar agora
            <ArrowDown aria-hidden="true" />
          </Button>
          <ul className="mt-8 flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {TAF_EVENTS.map(({ icon: Icon, label }) => (
              <li key={label} className="inline-flex items-center gap-2">
                <Icon className="size-4 text-amber-400" aria-hidden="true" />
                {label}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
