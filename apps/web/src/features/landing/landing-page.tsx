import { useRef } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { FeatureHighlights } from './feature-highlights';
import { HeroSection } from './hero-section';
import { RoleCards } from './role-cards';

const ROLES_SECTION_ID = 'perfis';

/** /, /role-chooser and /landing: hero, feature highlights and the role cards. */
export default function LandingPage() {
  const rolesHeadingRef = useRef<HTMLHeadingElement>(null);
  const prefersReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);

  const goToRoles = () => {
    const heading = rolesHeadingRef.current;
    if (!heading) return;
    document
      .getElementById(ROLES_SECTION_ID)
      ?.scrollIntoView?.({ behavior: prefersReducedMotion ? 'auto' : 'smooth', block: 'start' });
    // preventScroll keeps focus from cutting the smooth scroll short.
    heading.focus({ preventScroll: true });
  };

  return (
    <>
      <HeroSection onStart={goToRoles} />
      <FeatureHighlights />
      <section
        id={ROLES_SECTION_ID}
        aria-labelledby="perfis-titulo"
        className="scroll-mt-16 border-t bg-muted py-16 sm:py-20"
      >
        <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-2xl text-center">
            <h2
              id="perfis-titulo"
              ref={rolesHeadingRef}
              tabIndex={-1}
              className="text-balance rounded-md font-bold text-3xl tracking-tight sm:text-4xl"
            >
              Como você quer entrar?
            </h2>
            <p className="mt-3 text-pretty text-lg text-muted-foreground">
              Escolha seu perfil para criar sua conta ou entrar.
            </p>
          </div>
          <RoleCards showLoginLinks className="mt-10" />
        </div>
      </section>
    </>
  );
}
